// Image sizes, shared by next.config.mjs (what the image optimizer will produce) and
// src/components/ResponsiveImage.tsx (what srcset offers). Our photos are at most 1600 px wide;
// these widths cover cards (256, 384), phones at 2–3x and desktops. Browsers take the smallest
// width at least as wide as the picture's `sizes` times the screen's pixel ratio, so 736 is there
// for the usual phone (Lighthouse's mobile: 412 px at 1.75x): its cards (378 px, 661 device
// pixels) fetched 828 px, and its full-width pictures (721) fit too.

/** @type {number[]} */
export const deviceSizes = [640, 736, 828, 1080, 1280, 1600];
/** @type {number[]} */
export const imageSizes = [256, 384];
/** Every width srcset offers, smallest first. */
export const imageWidths = [...imageSizes, ...deviceSizes];
export const imageQuality = 75;
