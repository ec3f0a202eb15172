// Saved quotes, newest first: search by customer, status and date filters, server-side pages.
import Link from 'next/link';
import { Anchor, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { FilterBar } from '../shared/FilterBar';
import { PagedTable, wrapAnywhere } from '../shared/ListTable';
import { StatusBadge } from '../shared/StatusBadge';
import { dayRange, oneOf } from '../shared/parse-filter';
import { useListFilter } from '../use-list-filter';
import { quoteNumber } from '@/domain/quote-number';

const KEYS = ['search', 'status', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const quoteStatusColor: Record<string, string> = { DRAFT: 'gray', SENT: 'blue', ACCEPTED: 'turf', EXPIRED: 'dark' };

export function QuotesScreen() {
  const { money, when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const { value, page, update } = useListFilter(KEYS);
  const [search] = useDebouncedValue(value.search, 300);
  const list = trpc.admin.quotes.list.useQuery(
    { search: search || undefined, status: oneOf(QUOTE_STATUSES, value.status), ...dayRange(value.from, value.to), page, pageSize: PAGE_SIZE },
    { placeholderData: (prev) => prev },
  );
  return (
    <>
      <FilterBar value={value} onChange={update} statuses={QUOTE_STATUSES} statusLabel={(s) => t(`quoteStatus.${s}`)} searchHint={t('quotes.searchHint')} />
      <PagedTable
        label={t('nav.quotes')}
        minWidth={640}
        tableProps={{ highlightOnHover: true }}
        headers={[t('quotes.number'), t('fields.date'), t('quotes.customer'), t('quotes.total'), t('fields.status')]}
        list={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      >
        {list.data?.rows.map((q) => (
          <Table.Tr key={q.id}>
            <Table.Td>
              <Anchor component={Link} href={`/admin/quotes/${q.id}`} ff="monospace">
                {quoteNumber(q.id)}
              </Anchor>
            </Table.Td>
            <Table.Td>{when(q.createdAt)}</Table.Td>
            <Table.Td style={wrapAnywhere}>
              <Text size="sm">{q.user.name ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {q.user.email}
              </Text>
            </Table.Td>
            <Table.Td>{money(q.totalCents)}</Table.Td>
            <Table.Td>
              <StatusBadge color={quoteStatusColor[q.status]} label={t(`quoteStatus.${q.status}`)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </PagedTable>
    </>
  );
}
