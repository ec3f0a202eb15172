// @vitest-environment jsdom
// An order's receipts and invoice as links to their PDFs (issue 45): the customer's list under the
// order and the link the back office's ledger shows per row, each named in the page's language.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderOnce, stubMatchMedia } from '../support/mantine-render';
import { translate } from '@/server/i18n/translate';
import { DocumentLink, OrderDocuments } from '@/features/orders/OrderDocuments';

vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', `${ns}:${key}`, values) }),
}));

beforeAll(stubMatchMedia);

const render = (element: React.ReactElement) =>
  renderOnce(element, (container) => ({
    html: container.innerHTML,
    links: [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
  }));

describe('document links', () => {
  it('list the order’s receipts and invoice, oldest first, each opening its PDF', async () => {
    const { html, links } = await render(
      <OrderDocuments
        documents={[
          { kind: 'RECEIPT', number: '2026-0001' },
          { kind: 'INVOICE', number: '2026-0002' },
        ]}
      />,
    );
    expect(html).toContain('Recibos y factura');
    expect(links).toEqual([
      ['Recibo 2026-0001 (PDF)', '/api/documents/2026-0001', '_blank'],
      ['Factura 2026-0002 (PDF)', '/api/documents/2026-0002', '_blank'],
    ]);
  });

  it('show nothing before the first document, and one link in a ledger row', async () => {
    const none = await render(<OrderDocuments documents={[]} />);
    expect(none.links).toEqual([]);
    expect(none.html).not.toContain('Recibos');
    expect((await render(<DocumentLink document={{ kind: 'RECEIPT', number: '2027-0040' }} />)).links).toEqual([['Recibo 2027-0040 (PDF)', '/api/documents/2027-0040', '_blank']]);
  });
});
