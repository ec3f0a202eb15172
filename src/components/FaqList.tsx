// Questions and answers as disclosures (WAI-ARIA accordion pattern without the single-open rule):
// each question is a button in a heading that shows or hides its answer. Answers are in the HTML
// from the start (hidden until opened), so search engines read them all, and the browser's
// find-in-page finds them (and opens the answer).
// Plain React and CSS: Mantine's Accordion brought about 3 kB (gzip) and a collapse animation.
import { useId, useState } from 'react';
import { useFindablePanels } from './use-findable-panels';
import classes from './FaqList.module.css';

/** Questions are h3s: the list sits in a section with an h2. */
export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const panelId = (index: number) => `${baseId}-answer-${index}`;
  // Closed answers are still found by the browser's find-in-page, which opens them.
  useFindablePanels(items.map((_, index) => ({ id: panelId(index), hidden: !open.has(index), reveal: () => toggle(index) })));

  return (
    <div className={classes.list}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div key={item.question} className={classes.item}>
            <h3 className={classes.heading}>
              <button type="button" className={`${classes.question} mantine-focus-auto`} aria-expanded={expanded} aria-controls={panelId(index)} onClick={() => toggle(index)}>
                <span>{item.question}</span>
                <svg className={classes.chevron} viewBox="0 0 15 15" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3.1 5.8a.5.5 0 0 1 .7 0L7.5 9.5l3.7-3.7a.5.5 0 1 1 .7.7l-4 4a.5.5 0 0 1-.7 0l-4-4a.5.5 0 0 1 0-.7Z" fill="currentColor" />
                </svg>
              </button>
            </h3>
            <div id={panelId(index)} className={classes.answer} hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
