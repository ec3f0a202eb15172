// The about page's values. (Its figures are business settings the owner keeps true in /admin:
// src/domain/business-facts.ts.)
export const aboutValues = ['quality', 'local', 'service', 'delivery'] as const;

/** The storefront picture of the about and contact pages (an illustration from scripts/generate-images-b.ts until a real photo replaces it). */
export const storefrontImage = { src: '/images/contact/storefront.webp', width: 1200, height: 800 } as const;
