// Typing as a person does: into the field by clicking it, what was there selected and deleted,
// then key by key (a field set at once, as `fill` does, hides what breaks for people: issue 41).
import type { Locator } from '@playwright/test';

export async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 15 });
}

/** A YYYY-MM-DD date as the keys a person presses in Chromium's date field (en-US: month, day, year). */
const keysOf = (date: string) => `${date.slice(5, 7)}${date.slice(8, 10)}${date.slice(0, 4)}`;

/** Clicks the date field's first part (the month) and types the date's digits. */
export async function typeDate(field: Locator, date: string) {
  const box = (await field.boundingBox())!;
  await field.click({ position: { x: 18, y: box.height / 2 } });
  await field.page().keyboard.type(keysOf(date), { delay: 20 });
}
