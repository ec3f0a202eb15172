// @vitest-environment jsdom
// The marks that make a public page start its code at once (src/page-runtime/code-marks.ts): a
// visitor with a quote in progress, or signed in, sees it on the next page without pressing
// anything; one without sees a page that runs no script until used.
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_MARK, SIGNED_IN_MARK, hasMark, setMark } from '@/page-runtime/code-marks';
import { hasStoredDraft, rememberZip, storeDraft } from '@/features/quote/draft-storage';

afterEach(() => {
  setMark(DRAFT_MARK, false);
  setMark(SIGNED_IN_MARK, false);
  window.localStorage.clear();
});

describe('marks for the page loader', () => {
  it('reads a mark only as the whole cookie name=1', () => {
    expect(hasMark('a=b; signed-in=1; c=d', SIGNED_IN_MARK)).toBe(true);
    expect(hasMark('signed-in=1', SIGNED_IN_MARK)).toBe(true);
    expect(hasMark('not-signed-in=1; signed-in=0', SIGNED_IN_MARK)).toBe(false);
    expect(hasMark('', SIGNED_IN_MARK)).toBe(false);
  });

  it('are set and cleared as cookies of the whole site', () => {
    setMark(SIGNED_IN_MARK, true);
    expect(hasMark(document.cookie, SIGNED_IN_MARK)).toBe(true);
    setMark(SIGNED_IN_MARK, false);
    expect(hasMark(document.cookie, SIGNED_IN_MARK)).toBe(false);
  });

  it('follow the quote in progress: kept, a ZIP checked on the areas page, forgotten', () => {
    storeDraft(JSON.stringify({ lines: [], miles: 4 }));
    expect(hasStoredDraft()).toBe(true);
    expect(hasMark(document.cookie, DRAFT_MARK)).toBe(true);
    storeDraft(null);
    expect(hasStoredDraft()).toBe(false);
    expect(hasMark(document.cookie, DRAFT_MARK)).toBe(false);
    rememberZip('77354');
    expect(hasMark(document.cookie, DRAFT_MARK)).toBe(true);
  });
});
