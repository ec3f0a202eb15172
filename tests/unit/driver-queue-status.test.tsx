// @vitest-environment jsdom
// What the driver's phone says about an action the office refused (issue 46), in Spanish: the
// reason, that its photos and signature are still on the phone, and the two ways out: send it
// again once the office has put the order right, or dismiss it.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { QueueStatus } from '@/features/driver/QueueStatus';
import type { StoredAction } from '@/lib/offline-queue/store';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'es', asPath: '/admin/driver' }) }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));

beforeAll(fillInBrowserGaps);

const refused: StoredAction = {
  key: 'k-1',
  seq: 1,
  orderId: 'o-1',
  kind: 'delivered',
  state: 'refused',
  message: 'Esta entrega ya se marcó como entregada. No se cambió nada.',
  driverId: 'd-1',
  label: '#1a2b3c4d · Ana Ruiz',
  action: { key: 'k-1', orderId: 'o-1', kind: 'delivered', at: '2026-12-04T15:00:00.000Z', lang: 'es', leftOnSite: true },
  photos: [new Blob(['x'], { type: 'image/jpeg' })],
  signature: null,
};

it('shows the refusal with its photos kept, and sends it again or dismisses it', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const [onRetry, onDismiss] = [vi.fn(), vi.fn()];
  await act(async () =>
    root.render(
      <MantineProvider>
        <QueueStatus waiting={0} refused={[refused]} online stalled={false} signedOut={false} onSendNow={() => undefined} onDismiss={onDismiss} onRetry={onRetry} />
      </MantineProvider>,
    ),
  );
  const text = container.textContent ?? '';
  expect(text).toContain('#1a2b3c4d · Ana Ruiz: Esta entrega ya se marcó como entregada.');
  expect(text).toContain(translate('es', 'driver:queue.refusedFilesKept'));
  const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
  await act(async () => button('Enviar de nuevo').click());
  expect(onRetry).toHaveBeenCalledWith('k-1');
  await act(async () => button('Descartar').click());
  expect(onDismiss).toHaveBeenCalledWith('k-1');
  await act(async () => root.unmount());
  container.remove();
});

it('offers only Dismiss for a refused "could not deliver": sent later, it would move an order the office has rescheduled', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const notDelivered: StoredAction = { ...refused, key: 'k-2', kind: 'notDelivered', action: { ...refused.action, key: 'k-2', kind: 'notDelivered', reason: 'SITE_BLOCKED' } };
  await act(async () =>
    root.render(
      <MantineProvider>
        <QueueStatus waiting={0} refused={[notDelivered]} online stalled={false} signedOut={false} onSendNow={() => undefined} onDismiss={() => undefined} onRetry={() => undefined} />
      </MantineProvider>,
    ),
  );
  expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Descartar']);
  expect(container.textContent).not.toContain(translate('es', 'driver:queue.refusedFilesKept'));
  await act(async () => root.unmount());
  container.remove();
});
