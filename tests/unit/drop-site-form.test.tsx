// @vitest-environment jsdom
// The accept form's drop-site questions (issue 46), in Spanish: labelled fields (a radio group for
// where to drop, a number for the gate, checkboxes), the driveway by default with no waiver asked,
// off pavement the terms' own waiver text and a required name; what the form sends.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { offPavementWaiver } from '@/content/legal';
import { AcceptForm } from '@/features/orders/AcceptForm';
import type { AcceptQuoteInput } from '@/domain/order-schema';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));

beforeAll(fillInBrowserGaps);

const es = (key: string) => translate('es', `orders:${key}`);
const quote = { id: '6f1c3c1e-2b7a-4d1c-9a51-0d7b2f1c9e11', fulfilment: 'DELIVERY' as const, zip: '77354', requestedDate: new Date('2026-12-01T00:00:00Z'), totalCents: 27_500 };

async function renderForm(dropSite?: { location: 'LAWN' | 'DRIVEWAY_LEFT'; ground: 'GRASS' | 'PAVED'; note: string; gateWidthInches: number | null; overheadObstacles: boolean; softGround: boolean }) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const sent: AcceptQuoteInput[] = [];
  await act(async () =>
    root.render(
      <MantineProvider>
        <AcceptForm lang="es" quote={{ ...quote, dropSite }} terms={null} pending={false} result={null} onSubmit={(input) => sent.push(input)} onOpenRepriced={() => {}} />
      </MantineProvider>,
    ),
  );
  const byLabel = (text: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === text);
    if (!label) throw new Error(`no label "${text}"`);
    return document.getElementById(label.htmlFor) as HTMLInputElement;
  };
  const submit = () => act(async () => container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  const cleanup = async () => {
    await act(async () => root.unmount());
    container.remove();
  };
  return { container, byLabel, sent, submit, cleanup };
}

describe('the accept form’s drop site', () => {
  it('asks where to drop with labelled fields, the driveway chosen and no waiver asked', async () => {
    const form = await renderForm();
    const group = form.container.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toContain(es('dropSite.location'));
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['DRIVEWAY', 'DRIVEWAY_LEFT', 'DRIVEWAY_RIGHT', 'STREET', 'LAWN', 'SIDE_YARD', 'BACKYARD']);
    expect(radios.find((r) => r.checked)?.value).toBe('DRIVEWAY');
    // A number field (Mantine's NumberInput: digits only, no decimals) with its hint.
    const gate = form.byLabel(es('dropSite.gateWidth'));
    expect(document.getElementById(gate.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(es('dropSite.gateWidthHint'));
    expect(form.byLabel(es('dropSite.overhead')).type).toBe('checkbox');
    expect(form.byLabel(es('dropSite.softGround')).type).toBe('checkbox');
    expect(form.container.textContent).toContain(es('dropSite.waiverNotNeeded'));
    expect(form.container.textContent).not.toContain(offPavementWaiver.paragraphs.es[0]);

    await form.submit();
    expect(form.sent[0]!.dropSite).toEqual({ location: 'DRIVEWAY', ground: 'PAVED', note: '', gateWidthInches: null, overheadObstacles: false, softGround: false, waiverName: '' });
    await form.cleanup();
  });

  it('moves a ground nobody chose with the spot: the front lawn is grass, not paved', async () => {
    const form = await renderForm();
    const lawn = form.container.querySelector<HTMLInputElement>('input[type="radio"][value="LAWN"]')!;
    await act(async () => lawn.click());
    await form.submit();
    expect(form.sent[0]!.dropSite).toMatchObject({ location: 'LAWN', ground: 'GRASS' });
    await form.cleanup();
  });

  it('off pavement shows the terms’ waiver and asks the full name, required', async () => {
    const form = await renderForm({ location: 'LAWN', ground: 'GRASS', note: 'Junto al buzón', gateWidthInches: 48, overheadObstacles: true, softGround: false });
    // A caller's quote's details start the form.
    expect(form.container.querySelector<HTMLInputElement>('input[type="radio"][value="LAWN"]')!.checked).toBe(true);
    expect(form.container.textContent).toContain(offPavementWaiver.paragraphs.es[0]);
    const name = form.byLabel(es('dropSite.waiverName'));
    expect(name.required).toBe(true);
    await form.submit();
    expect(form.sent[0]!.dropSite).toMatchObject({ location: 'LAWN', ground: 'GRASS', note: 'Junto al buzón', gateWidthInches: 48, overheadObstacles: true, waiverName: '' });
    await form.cleanup();
  });
});
