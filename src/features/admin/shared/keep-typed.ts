// What staff type into a server-rendered form before the page's JavaScript has run is theirs:
// React hydrates a controlled field without touching what it shows, but the next render of the
// field (data arriving a second later) writes the state back over it, and the typing was gone
// (issue 41, the caller quote). On mount this reads such fields (value differs from the value the
// server rendered) and hands them to the form's state, so nothing typed is ever overwritten.
import { useEffect, type RefObject } from 'react';

/** Calls `adopt` once, after hydration, with the named fields of the form that hold typed text. */
export function useKeepTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void) {
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, as the form appears: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
