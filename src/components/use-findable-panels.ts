// Hidden panels (FAQ answers, inactive tabs) that the browser's find-in-page still searches: React
// renders `hidden` as a plain boolean, so the attribute is set to "until-found" here, and a match
// inside opens the panel (the `beforematch` event) the way a click on its button would. Browsers
// without it treat the value as plain `hidden`.
import { useEffect } from 'react';
import { flushSync } from 'react-dom';

export interface FindablePanel {
  id: string;
  hidden: boolean;
  /** Shows the panel (as its button would), when find-in-page is about to show a match in it. */
  reveal: () => void;
}

export function useFindablePanels(panels: FindablePanel[]) {
  // After every render: React sets `hidden=""` again whenever a panel is hidden anew.
  useEffect(() => {
    const listening = new AbortController();
    for (const { id, hidden, reveal } of panels) {
      const panel = document.getElementById(id);
      if (!panel || !hidden) continue;
      panel.setAttribute('hidden', 'until-found');
      // At once, before the browser scrolls to the match: a panel closing later would move it.
      panel.addEventListener('beforematch', () => flushSync(reveal), { signal: listening.signal });
    }
    return () => listening.abort();
  });
}
