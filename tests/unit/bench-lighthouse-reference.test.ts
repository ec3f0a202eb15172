// npm run lighthouse scales a page's main-thread work (printed, no longer a budget) by a bare reference page measured
// before its runs and its neighbours' (scripts/bench/lighthouse-run.ts): what an operator reads in "main s" is the
// page's cost on the quiet day the budget was set against, whatever this machine's speed now.
import { describe, expect, it } from 'vitest';
import { adjustedMainThreadMs, median, REFERENCE_MAIN_THREAD_MS, REFERENCE_PAGE, REFERENCE_REACH, referenceNear } from '../../scripts/bench/lighthouse-run';

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

  it('scales a page by the reference runs around it, its neighbours’ too, so one quick reference run does not fail it', () => {
    // Seven pages, the machine at its quiet-day speed, one page's own reference runs unusually quick.
    const byPage = [[150, 140, 160], [150, 155, 145], [150, 150, 160], [110, 105, 115], [150, 145, 150], [155, 150, 140], [150, 150, 150]];
    const around = referenceNear(byPage, 3);
    expect(around).toHaveLength(3 * (2 * REFERENCE_REACH + 1));
    // Its own three runs alone would read the page at 0.55 s as 0.75 s (over the 0.6 s budget); around it, 0.55 s.
    expect(adjustedMainThreadMs([550, 540, 560], byPage[3]!)).toBeCloseTo(750, 6);
    expect(adjustedMainThreadMs([550, 540, 560], around)).toBe(550);
    // A machine truly slower for minutes still scales every page measured then.
    const slowHour = byPage.map((runs) => runs.map((ms) => 2 * ms));
    expect(adjustedMainThreadMs([1100, 1080, 1120], referenceNear(slowHour, 3))).toBe(550);
    // At the ends of the run there are fewer neighbours, never none.
    expect(referenceNear(byPage, 0)).toEqual([...byPage[0]!, ...byPage[1]!, ...byPage[2]!]);
    expect(referenceNear([[150, 140, 160]], 0)).toEqual([150, 140, 160]);
  });

  it('the reference page is a bare, valid page: no stylesheet, script or image of its own', () => {
    expect(REFERENCE_PAGE).toMatch(/^<!doctype html><html lang="en">/);
    expect(REFERENCE_PAGE).not.toMatch(/<(link|script|img|style)\b/);
  });
});
