// A header dropdown of links, as a disclosure: a button that shows or hides a panel of links
// (the pattern WAI-ARIA recommends for site navigation). It opens on click or Enter/Space, and on
// hover with a mouse; it closes on Escape (focus returns to the button), a click outside, focus
// leaving it, or navigation. Plain React and CSS, so no positioning library ships on every page.
import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import classes from './Header.module.css';

const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 200;

interface Props {
  label: string;
  /** The accessible name of the panel. */
  panelLabel: string;
  /** Whether the current page is one of the panel's pages. */
  current: boolean;
  width: string;
  children: ReactNode;
}

export function NavDropdown({ label, panelLabel, current, width, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const router = useRouter();

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), next ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={root}
      className={classes.dropdown}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={classes.navLink}
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse click while hovering keeps it open; a keyboard or touch press toggles it.
        onClick={(event) => {
          window.clearTimeout(timer.current);
          setOpen((was) => (event.detail > 0 && (event.nativeEvent as globalThis.PointerEvent).pointerType === 'mouse' ? true : !was));
        }}
      >
        {label} <span aria-hidden>▾</span>
      </button>
      <div id={panelId} role="group" aria-label={panelLabel} className={classes.panel} style={{ width }} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
