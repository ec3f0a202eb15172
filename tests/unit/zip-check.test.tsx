// @vitest-environment jsdom
// The areas page's ZIP check as a visitor uses it: what is not five digits asks for a ZIP code
// instead of answering "we don't serve this area", and is never sent to the server.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { ZipCheck } from '@/features/quote/ZipCheck';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const lookups = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/lib/call-api', () => ({ callApi: async () => ((lookups.calls += 1), null), preloadApi: () => undefined }));
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/areas', isReady: true }) }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('en', `${ns}:${key}`, values) }),
}));

beforeAll(fillInBrowserGaps);

let container: HTMLDivElement;
let root: Root;
// Unmounted while the test's window still exists, so no React work is left to run after it.
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function check(typed: string): Promise<string> {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root.render(<MantineProvider><ZipCheck /></MantineProvider>));
  const input = container.querySelector('input[name="zip"]') as HTMLInputElement;
  await act(async () => {
    // As a keyboard would: the browser's own value setter, then the input event React listens to.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => container.querySelector('form')!.requestSubmit());
  return container.querySelector('[aria-live="polite"]')!.textContent ?? '';
}

describe('the ZIP check', () => {
  it.each(['abcde', '7735a', '773'])('%j asks for a 5-digit ZIP code and looks nothing up', async (typed) => {
    lookups.calls = 0;
    expect(await check(typed)).toBe('Enter a 5-digit ZIP code.');
    expect(lookups.calls).toBe(0);
  });

  it('looks up five digits, and says so when the area is not served', async () => {
    lookups.calls = 0;
    expect(await check('99999')).toMatch(/^We don't currently serve this area/);
    expect(lookups.calls).toBe(1);
  });
});
