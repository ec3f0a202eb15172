// After a save the form refused, focus goes to the first field in error, so a screen reader reads
// its label and message and a sighted driver sees where to look (the form can be taller than the
// phone's screen). Fields in error carry aria-invalid (Mantine's inputs, the photo picker) or,
// where their role has no such state, data-invalid (the signature pad, an image).
import { useEffect, useRef, useState } from 'react';

export function useFocusFirstError() {
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [refusals]);
  /** Call when a save is refused for the fields' errors just set. */
  const refused = () => setRefusals((n) => n + 1);
  return { form, refused };
}
