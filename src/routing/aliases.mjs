// Other spellings of a page's address (the specification names a few) answer with a permanent
// redirect (308) to the page's one canonical address in the same language. Read by
// next.config.mjs; tests/unit/routes.test.ts checks each target against the route table.
/** @type {{ source: string; destination: string }[]} */
export const addressAliases = [
  { source: '/es/quote', destination: '/es/cotizar' },
  { source: '/es/cotizacion', destination: '/es/cotizar' },
  { source: '/en/cotizacion', destination: '/en/quote' },
];

/** The aliases as Next.js redirects (with i18n routing on, `locale: false` matches the prefix as written). */
export function aliasRedirects() {
  return addressAliases.map(({ source, destination }) => ({ source, destination, permanent: true, locale: /** @type {const} */ (false) }));
}
