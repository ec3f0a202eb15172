// The signed-in customer's saved quotes: date, items, total, status, with a link to each.
import { Alert, Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { formatCents } from '@/lib/format';
import { isExpired } from '@/domain/pricing';
import { intlLocale, type Lang } from '@/i18n/languages';
import { trpc } from '@/lib/trpc';
import { pathFor } from '@/routing/routes';
import { LoadingStatus } from '@/components/LoadingStatus';
import { quoteNumber } from '@/domain/quote-number';

export function formatQuoteDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function MyQuotes({ lang, onOpen }: { lang: Lang; onOpen: (id: string) => void }) {
  const { t } = useTranslation('quote');
  const quotes = trpc.quote.listMine.useQuery();

  if (quotes.isPending) {
    return (
      <LoadingStatus label={t('account.loading')} />
    );
  }
  if (quotes.isError) {
    return (
      <Alert color="red" title={t('account.loadFailed')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => void quotes.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (quotes.data.length === 0) {
    return (
      <div>
        <Text>{t('account.empty')}</Text>
        <Button component={Link} href={pathFor(lang, 'quote')} locale={false} mt="md">
          {t('account.newQuote')}
        </Button>
      </div>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="my-quotes">
        <Table.Caption>{t('account.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('account.number')}</Table.Th>
            <Table.Th scope="col">{t('account.date')}</Table.Th>
            <Table.Th scope="col" ta="right">{t('account.items')}</Table.Th>
            <Table.Th scope="col" ta="right">{t('account.total')}</Table.Th>
            <Table.Th scope="col">{t('account.status')}</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">{t('account.view')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.data.map((quote) => (
            <Table.Tr key={quote.id}>
              <Table.Td>#{quoteNumber(quote.id)}</Table.Td>
              <Table.Td>{formatQuoteDate(quote.createdAt, lang)}</Table.Td>
              <Table.Td ta="right">{quote._count.lines}</Table.Td>
              <Table.Td ta="right">{formatCents(quote.totalCents, lang)}</Table.Td>
              <Table.Td>
                {isExpired(quote.validUntil, new Date()) ? (
                  <Badge variant="light" color="gray">{t('status.EXPIRED')}</Badge>
                ) : (
                  <Badge variant="light">{t(`status.${quote.status}`)}</Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="light" onClick={() => onOpen(quote.id)} aria-label={t('account.viewLabel', { id: quoteNumber(quote.id) })}>
                  {t('account.view')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
