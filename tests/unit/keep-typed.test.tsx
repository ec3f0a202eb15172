// @vitest-environment jsdom
// Typed before the page's JavaScript ran, then data arrives and the form renders again (issue 41,
// the caller quote: Name and Phone wiped about 2 s after the page appeared): what was typed stays.
import { useRef, useState, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepTypedBeforeHydration } from '@/features/admin/shared/keep-typed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ keep, late }: { keep: boolean; late: Promise<void> }) {
  const ref = useRef<HTMLFormElement>(null);
  const [caller, setCaller] = useState({ name: '', phone: '' });
  const [loaded, setLoaded] = useState(false);
  // What the catalogue's late arrival does: one more render of the whole form.
  useEffect(() => void late.then(() => setLoaded(true)), [late]);
  const adopt = (typed: Record<string, string>) => setCaller((c) => ({ ...c, ...typed }));
  // The hook is always called (rules of hooks); `keep` decides whether its result is used.
  useKeepTypedBeforeHydration(ref, keep ? adopt : () => undefined);
  return (
    <form ref={ref} data-loaded={loaded}>
      <input name="name" aria-label="Name" value={caller.name} onChange={(e) => setCaller({ ...caller, name: e.currentTarget.value })} />
      <input name="phone" aria-label="Phone" value={caller.phone} onChange={(e) => setCaller({ ...caller, phone: e.currentTarget.value })} />
    </form>
  );
}

async function typeBeforeHydrationThenLoad(keep: boolean) {
  let arrive!: () => void;
  const late = new Promise<void>((resolve) => (arrive = resolve));
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form keep={keep} late={late} />);
  // The person types into the server's HTML before React has hydrated it.
  const [name, phone] = Array.from(container.querySelectorAll('input'));
  name!.value = 'Rosa Garza';
  phone!.value = '(936) 555-0199';
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Form keep={keep} late={late} />);
  });
  await act(async () => {
    arrive();
    await late;
  });
  expect(container.querySelector('form')!.dataset.loaded).toBe('true');
  const values = [name!.value, phone!.value];
  // Unmounted while the test's window exists, so no React work is left to run after it.
  await act(async () => root.unmount());
  container.remove();
  return values;
}

describe('typing before the page is ready', () => {
  it('keeps what was typed when the form renders again after hydration', async () => {
    expect(await typeBeforeHydrationThenLoad(true)).toEqual(['Rosa Garza', '(936) 555-0199']);
  });

  it('(without it, the late render wipes the typing: the bug this guards against)', async () => {
    expect(await typeBeforeHydrationThenLoad(false)).toEqual(['', '']);
  });
});
