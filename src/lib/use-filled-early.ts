// What a visitor or the browser put in a form before the page's code ran: typed or pasted while
// the scripts loaded, filled by the browser's autofill or password manager, or restored on Back.
// React hydrates such a field without looking at its value, so the component's state still holds
// what the server rendered while the field shows something else. Once the form is live this
// hands each such field to the component, which takes it as if it had just been changed.
import { useLayoutEffect, type RefObject } from 'react';

export type FilledField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether a field holds something other than what the page's HTML gave it. */
export function changedFromHtml(field: FilledField): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The named fields of a form (or any element) whose value is not the one its HTML gave them. */
export function fieldsFilledEarly(root: ParentNode): FilledField[] {
  return Array.from(root.querySelectorAll<FilledField>('input[name], select[name], textarea[name]')).filter(
    (field) => field.type !== 'hidden' && field.type !== 'file' && changedFromHtml(field),
  );
}

/**
 * Calls `take` once, as the form becomes live, for each named field inside `root` that was filled
 * before then (in the order of the form). Fields that keep the page's value are left alone.
 */
export function useFilledEarly(root: RefObject<HTMLElement | null>, take: (field: FilledField) => void): void {
  // A layout effect: before the browser paints or any other update renders the form again (which
  // would put the state's value back in the field). Once, as the form becomes live: later changes
  // reach the component through its own handlers.
  useLayoutEffect(() => {
    if (root.current) for (const field of fieldsFilledEarly(root.current)) take(field);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
