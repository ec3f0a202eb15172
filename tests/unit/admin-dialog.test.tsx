// @vitest-environment jsdom
// The back office's dialogs (price units, CSV import, staff 2FA reset, payments…): the ✕ that
// closes one is named in the screen's language, so a screen reader does not announce a bare
// "button", and pressing it closes the dialog.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { Dialog } from '@/features/admin/shared/Dialog';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string) => translate('es', key.includes(':') ? key : `${ns}:${key}`) }),
}));

beforeAll(fillInBrowserGaps);

it('names the close button in Spanish on /es/admin, and it closes the dialog', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const onClose = vi.fn();
  await act(async () =>
    root.render(
      <MantineProvider>
        <Dialog opened onClose={onClose} title="Unidades" transitionProps={{ duration: 0 }}>
          <p>…</p>
        </Dialog>
      </MantineProvider>,
    ),
  );
  const close = document.querySelector<HTMLButtonElement>('[role="dialog"] header button')!;
  expect(close.getAttribute('aria-label')).toBe('Cerrar');
  await act(async () => close.click());
  expect(onClose).toHaveBeenCalledTimes(1);
  await act(async () => root.unmount());
  container.remove();
});
