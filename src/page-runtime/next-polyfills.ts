// Stands in for Next's client polyfills (next/dist/build/polyfills/polyfill-module, 0.6 kB gzip in
// every page), wired in next.config.mjs. They add String trimStart/trimEnd, Symbol description,
// Array flat/flatMap/at, Promise finally, Object fromEntries/hasOwn and URL.canParse: every
// browser Next's build targets (Chrome/Edge 111, Firefox 111, Safari 16.4) has all of them but
// URL.canParse, which only Next's development client calls.
export {};
