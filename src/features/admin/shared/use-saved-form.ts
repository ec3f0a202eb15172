// The form of a back-office card that edits saved rows (an area, a price-book row, a project…).
import { useState } from 'react';

/**
 * The inputs start from `saved()` and start again from it when `version` changes (this card
 * saved, or someone else did), never on a mere refetch, so a save elsewhere on the screen leaves
 * unsaved edits here alone. `dirty`: the inputs differ from what is saved.
 */
export function useSavedForm<F extends object>(saved: () => F, version: string | number | undefined) {
  const [form, setForm] = useState<F>(saved);
  const [readVersion, setReadVersion] = useState(version);
  if (readVersion !== version) {
    setReadVersion(version);
    setForm(saved());
  }
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  const dirty = JSON.stringify(form) !== JSON.stringify(saved());
  return { form, setForm, set, dirty, reset: () => setForm(saved()) };
}
