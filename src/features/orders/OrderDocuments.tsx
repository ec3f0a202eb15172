// An order's numbered receipts and invoice (issue 45) as links to their PDFs
// (/api/documents/<number>, src/pages/api/documents/[number].ts): in the customer's order panel
// and, one per ledger row, in the back office's ledger. The PDF is in the customer's language.
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export interface OrderDocumentLink {
  kind: 'RECEIPT' | 'INVOICE';
  number: string;
}

/** Where a document's PDF is downloaded (staff and the order's customer only). */
export const documentHref = (number: string) => `/api/documents/${encodeURIComponent(number)}`;

/** "Receipt 2026-0001 (PDF)", opening the PDF. */
export function DocumentLink({ document }: { document: OrderDocumentLink }) {
  const { t } = useTranslation('orders');
  return (
    <Anchor href={documentHref(document.number)} target="_blank" rel="noopener" data-testid="document-link">
      {t(`documents.link.${document.kind}`, { number: document.number })}
    </Anchor>
  );
}

/** The customer's list, oldest first; nothing while there is none. */
export function OrderDocuments({ documents }: { documents: readonly OrderDocumentLink[] }) {
  const { t } = useTranslation('orders');
  if (documents.length === 0) return null;
  return (
    <section data-testid="order-documents">
      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('documents.title')}
      </Title>
      <Stack gap={4} align="flex-start">
        {documents.map((document) => (
          <DocumentLink key={document.number} document={document} />
        ))}
      </Stack>
    </section>
  );
}
