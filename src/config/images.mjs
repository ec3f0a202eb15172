// Image sizes, shared by next.config.mjs (what the image optimizer will produce) and
// src/components/ResponsiveImage.tsx (what srcset offers). Our photos are at most 1600 px wide;
// these widths cover cards (256, 384), phones at 2–3x and desktops.

/** @type {number[]} */
export const deviceSizes = [640, 828, 1080, 1280, 1600];
/** @type {number[]} */
export const imageSizes = [256, 384];
/** Every width srcset offers, smallest first. */
export const imageWidths = [...imageSizes, ...deviceSizes];
export const imageQuality = 75;
