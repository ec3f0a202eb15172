// @vitest-environment jsdom
// A lead form's fill time (a spam signal: under 3 s is taken for a bot) counts from when the form
// was first shown. In a lazy island that is before its code arrived, not when it went live.
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShownAt } from '@/page-runtime/LazyPart';
import { useSubmissionMeta, type SubmissionMeta } from '@/features/leads/submission';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ report }: { report: (meta: () => SubmissionMeta) => void }) {
  const { meta } = useSubmissionMeta();
  useEffect(() => report(meta), [meta, report]);
  return null;
}

async function fillMsAfterMount(shownAt: number | null): Promise<number> {
  let meta!: () => SubmissionMeta;
  const container = document.createElement('div');
  await act(async () =>
    createRoot(container).render(
      <ShownAt.Provider value={shownAt}>
        <Probe report={(m) => (meta = m)} />
      </ShownAt.Provider>,
    ),
  );
  return meta().fillMs;
}

afterEach(() => vi.useRealTimers());

describe('a lead form’s fill time', () => {
  it('counts from when a lazy island first showed the form', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    expect(await fillMsAfterMount(1_000_000 - 4_000)).toBe(4_000);
  });

  it('counts from mounting when the form is not in a lazy island', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    expect(await fillMsAfterMount(null)).toBe(0);
  });
});
