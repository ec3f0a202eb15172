// npm run lighthouse holds a page's main-thread work against a bare reference page measured
// between its runs (scripts/bench/lighthouse-run.ts): what an operator reads in "main s" is the
// page's cost on the quiet day the budget was set against, whatever this machine's speed now.
import { describe, expect, it } from 'vitest';
import { adjustedMainThreadMs, median, REFERENCE_MAIN_THREAD_MS, REFERENCE_PAGE } from '../../scripts/bench/lighthouse-run';

describe('the main-thread figure of npm run lighthouse', () => {
  it('is the page’s median scaled by how the reference page ran against the quiet day', () => {
    // The machine runs twice as slow: the reference costs twice its quiet-day figure, and so does the page.
    const slow = [2 * REFERENCE_MAIN_THREAD_MS, 2.2 * REFERENCE_MAIN_THREAD_MS, 1.9 * REFERENCE_MAIN_THREAD_MS];
    expect(adjustedMainThreadMs([1100, 1000, 1300], slow)).toBeCloseTo(550, 6);
    // On the quiet day itself the figure is the page's own median.
    expect(adjustedMainThreadMs([410, 380, 900], [REFERENCE_MAIN_THREAD_MS, 140, 170])).toBe(410);
  });

  it('takes medians, so one disturbed run moves nothing', () => {
    expect(median([300, 2400, 310])).toBe(310);
    expect(median([Number.POSITIVE_INFINITY, 200, 100].filter(Number.isFinite))).toBe(200);
  });

  it('the reference page is a bare, valid page: no stylesheet, script or image of its own', () => {
    expect(REFERENCE_PAGE).toMatch(/^<!doctype html><html lang="en">/);
    expect(REFERENCE_PAGE).not.toMatch(/<(link|script|img|style)\b/);
  });
});
