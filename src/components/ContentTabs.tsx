// Tabs for a page's content (WAI-ARIA tabs pattern): a tab list whose arrow keys, Home and End move
// between tabs and show their panel at once; one tab stop. Every panel is in the HTML from the start
// (inactive ones hidden), so search engines and the browser's find-in-page read them all. Plain
// React and CSS (the focus ring is Mantine's global one): Mantine's Tabs added about 2.5 kB (gzip)
// to each catalogue page.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFindablePanels } from './use-findable-panels';
import classes from './ContentTabs.module.css';

export interface ContentTab {
  value: string;
  label: string;
  /** Content without behaviour (no handlers, state or effects): it is not hydrated. */
  panel: ReactNode;
}

export function ContentTabs({ label, tabs }: { label: string; tabs: ContentTab[] }) {
  const baseId = useId();
  const [active, setActive] = useState(tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const ids = (value: string) => ({ tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` });
  // Inactive panels are still found by the browser's find-in-page, which shows their tab.
  useFindablePanels(tabs.map((tab) => ({ id: ids(tab.value).panel, hidden: tab.value !== active, reveal: () => setActive(tab.value) })));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // browser shortcuts (Alt+← is Back)
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(tabs[target]!.value);
    buttons.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={classes.list}>
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={ids(tab.value).tab}
              aria-selected={selected}
              aria-controls={ids(tab.value).panel}
              tabIndex={selected ? 0 : -1}
              className={`${classes.tab} mantine-focus-auto`}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        // Panels hold content without behaviour (cards, tables, text).
        <div
          key={tab.value}
          role="tabpanel"
          id={ids(tab.value).panel}
          aria-labelledby={ids(tab.value).tab}
          hidden={tab.value !== active}
          // Only the shown panel is a tab stop (hidden="until-found" panels could take focus).
          tabIndex={tab.value === active ? 0 : -1}
          className="mantine-focus-auto"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
