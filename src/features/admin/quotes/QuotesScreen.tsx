import Link from 'next/link';
import { Alert, Anchor, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Pager } from '../Pager';
import { dayBoundary, money, when } from '../format';
import { useListFilter } from '../use-list-filter';

const KEYS = ['search', 'status', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const quoteStatusColor: Record<string, string> = { DRAFT: 'gray', SENT: 'blue', ACCEPTED: 'turf', EXPIRED: 'dark' };

export function QuotesScreen() {
  const { t } = useTranslation('admin');
  const { value, page, update } = useListFilter(KEYS);
  const [search] = useDebouncedValue(value.search, 300);
  const list = trpc.admin.quotes.list.useQuery(
    {
      search: search || undefined,
      status: (QUOTE_STATUSES as readonly string[]).includes(value.status) ? (value.status as (typeof QUOTE_STATUSES)[number]) : undefined,
      from: dayBoundary(value.from, false),
      to: dayBoundary(value.to, true),
      page,
      pageSize: PAGE_SIZE,
    },
    { placeholderData: (prev) => prev },
  );
  return (
    <>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput label={t('filters.search')} placeholder={t('quotes.searchHint')} type="search" value={value.search} onChange={(e) => update({ search: e.currentTarget.value })} w={240} />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.any')}
          clearable
          value={value.status || null}
          onChange={(v) => update({ status: v })}
          data={QUOTE_STATUSES.map((s) => ({ value: s, label: t(`quoteStatus.${s}`) }))}
          w={150}
        />
        <TextInput label={t('filters.from')} type="date" value={value.from} onChange={(e) => update({ from: e.currentTarget.value })} w={160} />
        <TextInput label={t('filters.to')} type="date" value={value.to} onChange={(e) => update({ to: e.currentTarget.value })} w={160} />
      </Group>
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t('nav.quotes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quotes.number')}</Table.Th>
              <Table.Th>{t('fields.date')}</Table.Th>
              <Table.Th>{t('quotes.customer')}</Table.Th>
              <Table.Th>{t('quotes.total')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.rows.map((q) => (
              <Table.Tr key={q.id}>
                <Table.Td>
                  <Anchor component={Link} href={`/admin/quotes/${q.id}`} ff="monospace">
                    {q.id.slice(0, 8)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{when(q.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{q.user.name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {q.user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{money(q.totalCents)}</Table.Td>
                <Table.Td>
                  <Badge color={quoteStatusColor[q.status]}>{t(`quoteStatus.${q.status}`)}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.rows.length === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
      {list.data && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={(p) => update({ page: p })} />}
    </>
  );
}
