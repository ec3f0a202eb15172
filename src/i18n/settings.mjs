// Languages of the site. Imported by next.config.mjs and by the app.
// `default` is a placeholder locale: Next's i18n routing needs a default, and with a
// placeholder every real page carries its language prefix (/en/…, /es/…); the proxy
// redirects placeholder-locale URLs to /en.
export const languages = /** @type {const} */ (['en', 'es']);
export const defaultLanguage = 'en';
export const nextLocales = ['default', ...languages];
export const nextDefaultLocale = 'default';
