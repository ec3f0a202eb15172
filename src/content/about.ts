// Claims on the about page (spec section 1). Marketing figures: the business keeps them true.
export const aboutStats = [
  { key: 'experience', value: '15+' },
  { key: 'projects', value: '2000+' },
  { key: 'cities', value: '8' },
  { key: 'satisfaction', value: '100%' },
] as const;

export const aboutValues = ['quality', 'local', 'service', 'delivery'] as const;

/** The storefront picture of the about and contact pages (an illustration from scripts/generate-images-b.ts until a real photo replaces it). */
export const storefrontImage = { src: '/images/contact/storefront.webp', width: 1200, height: 800 } as const;
