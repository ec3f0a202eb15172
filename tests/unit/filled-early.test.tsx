// @vitest-environment jsdom
// What a visitor or the browser put in a form before the page's code ran (typed while the scripts
// loaded, autofill, a form restored on Back) is what the live form works with once React has
// hydrated the server's HTML.
import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFilledEarly } from '@/lib/use-filled-early';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Picker() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ product: '', zip: '', agree: false });
  useFilledEarly(form, (field) =>
    setValues((was) => ({ ...was, [field.name]: field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value })),
  );
  const set = (name: string, value: string | boolean) => setValues((was) => ({ ...was, [name]: value }));
  return (
    <form ref={form}>
      <select name="product" value={values.product} onChange={(e) => set('product', e.currentTarget.value)}>
        <option value="">Choose</option>
        <option value="st-augustine">St. Augustine</option>
        <option value="zoysia">Zoysia</option>
      </select>
      <input name="zip" value={values.zip} onChange={(e) => set('zip', e.currentTarget.value)} />
      <input name="agree" type="checkbox" checked={values.agree} onChange={(e) => set('agree', e.currentTarget.checked)} />
      <output>{`${values.product}|${values.zip}|${values.agree}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrate(before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picker />);
  document.body.append(container);
  before(container);
  await act(async () => {
    root = hydrateRoot(container, <Picker />);
  });
  return container;
}

describe('fields filled before the page is live', () => {
  it('become the form’s values: a product chosen, a ZIP typed, a box ticked without any event React saw', async () => {
    const container = await hydrate((c) => {
      c.querySelector('select')!.value = 'zoysia';
      c.querySelector<HTMLInputElement>('input[name=zip]')!.value = '77354';
      c.querySelector<HTMLInputElement>('input[name=agree]')!.checked = true;
    });
    expect(container.querySelector('output')!.textContent).toBe('zoysia|77354|true');
    // And the fields still show them (a render from the old state would have put them back).
    expect(container.querySelector('select')!.value).toBe('zoysia');
    expect(container.querySelector<HTMLInputElement>('input[name=zip]')!.value).toBe('77354');
  });

  it('leave a form nobody touched as the server rendered it', async () => {
    const container = await hydrate(() => undefined);
    expect(container.querySelector('output')!.textContent).toBe('||false');
  });
});
