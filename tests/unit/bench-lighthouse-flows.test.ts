// @vitest-environment jsdom
// The first-tap flows of npm run lighthouse (scripts/bench/lighthouse-flows.ts): the five pages
// issue 43 names, and the quote flow's test of "picked" read from what a person sees.
import { describe, expect, it } from 'vitest';
import { medianOf, siteFlows, summarize, type FlowResult } from '../../scripts/bench/lighthouse-flows';

describe('the first-tap flows', () => {
  it('are the menu on /en and /es/pasto, a product on /en/quote, a ZIP on /en/areas and a name on /en/contact', () => {
    expect(siteFlows().map((f) => f.path)).toEqual(['/en', '/es/pasto', '/en/quote', '/en/areas', '/en/contact']);
  });

  it('count a product as picked once the select labelled Product has one and Add to Quote is enabled', () => {
    const quote = siteFlows().find((f) => f.path === '/en/quote')!;
    document.body.innerHTML = `<form><label for="p">Product <span aria-hidden="true">*</span></label><select id="p"><option value="">Select a product</option><option value="mulch">Mulch</option></select><button type="submit" disabled>Add to Quote</button></form>`;
    const shown = () => (0, eval)(quote.shown) as boolean;
    expect(shown()).toBe(false);
    document.querySelector('select')!.value = 'mulch';
    expect(shown()).toBe(false);
    document.querySelector('button')!.disabled = false;
    expect(shown()).toBe(true);
    // Another select (the unit) is not the product's.
    document.querySelector('label')!.textContent = 'Unit';
    expect(shown()).toBe(false);
  });

  it('sum runs up by medians and keep every script a tap waited for', () => {
    const run = (inpMs: number, tapScripts: string[]): FlowResult => ({ name: 'menu', url: '/en', inpMs, tapJsKB: tapScripts.length * 10, tapScripts, loadJsKB: 100, answeredMs: inpMs / 2 });
    const summary = summarize([run(120, []), run(NaN, ['a.js']), run(300, ['a.js', 'b.js'])]);
    // A run without an interaction is no INP at all: the median of what was measured, and the worst is unknown.
    expect(summary.inpMs).toBe(300);
    expect(summary.worstInpMs).toBe(Infinity);
    expect(summary.tapScripts).toEqual(['a.js', 'b.js']);
    expect(medianOf([3, 1, 2])).toBe(2);
  });
});
