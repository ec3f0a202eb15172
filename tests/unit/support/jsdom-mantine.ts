// What Mantine's components read from the browser and jsdom lacks, for the component tests that
// render them in jsdom: matchMedia (colour scheme, breakpoints), document.fonts (autosize
// textareas wait for fonts) and ResizeObserver (popovers, scroll areas). Inert stand-ins: no test
// here depends on what they report. Call it from beforeAll.
export function fillInBrowserGaps() {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  (document as { fonts?: unknown }).fonts ??= { addEventListener() {}, removeEventListener() {} };
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
