// @vitest-environment jsdom
// The calculator's quantity and miles fields, typed key by key: "2.5" is never read as 25 (or cut
// to 2) but holds no number and, once left, asks for a whole number; "1,500" keeps its comma and
// reads fifteen hundred; a value set from outside replaces the text.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(fillInBrowserGaps);

let root: Root;
let container: HTMLDivElement;
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

/** The field in a page that keeps its number, as the calculator does; `seen` lists every number it was given. */
async function field() {
  const seen: (number | '')[] = [];
  const notWhole: boolean[] = [];
  let reset: (v: number | '') => void = () => undefined;
  function Page() {
    const [value, setValue] = useState<number | ''>(1);
    reset = setValue;
    return (
      <WholeNumberInput
        label="Quantity"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
        min={1}
        max={10_000}
        wholeNumberMessage="Enter a whole number, such as 3 or 1,500."
        onNotWhole={(flag) => notWhole.push(flag)}
      />
    );
  }
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<MantineProvider><Page /></MantineProvider>));
  const input = container.querySelector('input')!;
  const setText = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  return {
    input,
    seen,
    notWhole,
    /** Clears the field, then types `text` one key at a time. */
    async type(text: string) {
      for (const prefix of ['', ...[...text].map((_, i) => text.slice(0, i + 1))]) {
        await act(async () => {
          setText.call(input, prefix);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });
      }
    },
    leave: () => act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))),
    error: () => container.querySelector('.mantine-TextInput-error')?.textContent ?? null,
    reset: (v: number | '') => act(async () => reset(v)),
  };
}

it('never reads "2.5" as 25 or 2: no number, and a message once the field is left', async () => {
  const f = await field();
  await f.type('2.5');
  expect(f.input.value).toBe('2.5');
  expect(f.seen.at(-1)).toBe('');
  expect(f.seen).not.toContain(25);
  expect(f.error()).toBeNull();
  await f.leave();
  expect(f.input.value).toBe('2.5');
  expect(f.error()).toBe('Enter a whole number, such as 3 or 1,500.');
  // The form is told, so it can hold Save while the field says so ("14.5" miles were saved as the estimate).
  expect(f.notWhole.at(-1)).toBe(true);
  await f.type('3');
  expect([f.seen.at(-1), f.error(), f.notWhole.at(-1)]).toEqual([3, null, false]);
  // "1, 500" and "12 3" are not read as 1 or 12.
  await f.type('12 3');
  expect(f.seen.at(-1)).toBe('');
});

it('keeps "1,500" as typed and reads fifteen hundred, and takes a value set from outside', async () => {
  const f = await field();
  await f.type('1,500');
  await f.leave();
  expect([f.input.value, f.seen.at(-1), f.error()]).toEqual(['1,500', 1500, null]);
  await f.reset(7);
  expect(f.input.value).toBe('7');
  // Above the maximum, the field shows the maximum it counts.
  await f.type('99999');
  expect([f.input.value, f.seen.at(-1)]).toEqual(['10000', 10_000]);
});
