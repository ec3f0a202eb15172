// The signed-in customer's saved quotes: date, items, total, status, with a link to each one's
// own page. Cards on a phone, a table from the `sm` breakpoint up (both from the same figures).
import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
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

export function MyQuotes({ lang }: { lang: Lang }) {
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
        <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} mt="md">
          {t('account.newQuote')}
        </Button>
      </div>
    );
  }
  const today = new Date();
  // Once a quote is an order it shows the order's state (a cancelled order's quote: Cancelled).
  const status = (quote: (typeof quotes.data)[number]) =>
    quote.shownStatus !== quote.status ? (
      <Badge variant="light" color={quote.shownStatus === 'CANCELLED' ? 'gray' : undefined}>
        {t(`orders:status.${quote.shownStatus}`)}
      </Badge>
    ) : isExpired(quote.validUntil, today) ? (
      <Badge variant="light" color="gray">{t('status.EXPIRED')}</Badge>
    ) : (
      <Badge variant="light">{t(`status.${quote.status}`)}</Badge>
    );
  const view = (quote: (typeof quotes.data)[number]) => (
    <Button
      component={Link} prefetch={false}
      href={pathFor(lang, 'accountQuote', { quote: quote.id })}
      locale={false}
      size="compact-sm"
      variant="light"
      aria-label={t('account.viewLabel', { id: quoteNumber(quote.id) })}
    >
      {t('account.view')}
    </Button>
  );
  return (
    <>
      {/* A phone gets one card a quote (every figure and the action without sideways scrolling); wider screens the table. */}
      <Stack component="ul" gap="sm" hiddenFrom="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('account.caption')} data-testid="my-quotes-cards">
        {quotes.data.map((quote) => (
          <Card component="li" key={quote.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>#{quoteNumber(quote.id)}</Text>
              {status(quote)}
            </Group>
            <Text size="sm" c="dimmed">{formatQuoteDate(quote.createdAt, lang)}</Text>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Text size="sm">
                {t('account.itemsCount', { count: quote._count.lines })} · <strong>{formatCents(quote.totalCents, lang)}</strong>
              </Text>
              {view(quote)}
            </Group>
          </Card>
        ))}
      </Stack>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="my-quotes" visibleFrom="sm">
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
              <Table.Td>{status(quote)}</Table.Td>
              <Table.Td>{view(quote)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
