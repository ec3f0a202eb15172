// Leads, newest first: search, filters, server-side pages, age with overdue ones highlighted.
import Link from 'next/link';
import { Alert, Anchor, Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { LEAD_STATUSES, isOverdue } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { Filters } from '../Filters';
import { Pager } from '../Pager';
import { dayBoundary, download, when } from '../format';
import { notifyError } from '../notify';
import { useListFilter } from '../use-list-filter';

const KEYS = ['search', 'status', 'language', 'source', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const leadStatusColor: Record<string, string> = { NEW: 'blue', CONTACTED: 'cyan', QUOTED: 'grape', WON: 'turf', LOST: 'gray', SPAM: 'dark' };

export function LeadsScreen() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const { value, page, update } = useListFilter(KEYS);
  const [search] = useDebouncedValue(value.search, 300);
  const filter = {
    search: search || undefined,
    status: (LEAD_STATUSES as readonly string[]).includes(value.status) ? (value.status as (typeof LEAD_STATUSES)[number]) : undefined,
    language: value.language === 'en' || value.language === 'es' ? value.language : undefined,
    sourcePage: value.source || undefined,
    from: dayBoundary(value.from, false),
    to: dayBoundary(value.to, true),
  } as const;
  const list = trpc.admin.leads.list.useQuery({ ...filter, page, pageSize: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const sources = trpc.admin.leads.sourcePages.useQuery();
  const exportCsv = async () => {
    try {
      download(`leads-${new Date().toISOString().slice(0, 10)}.csv`, await utils.admin.leads.exportCsv.fetch(filter, { staleTime: 0 }));
    } catch (error) {
      notifyError(t('export.failed'), error as Error);
    }
  };

  return (
    <>
      <Filters
        value={{ search: value.search, status: value.status || null, language: value.language || null, from: value.from, to: value.to }}
        onChange={(f) => update({ search: f.search, status: f.status, language: f.language, from: f.from, to: f.to })}
        statuses={LEAD_STATUSES}
        statusLabel={(s) => t(`leadStatus.${s}`)}
      >
        <Select
          label={t('filters.source')}
          placeholder={t('filters.any')}
          clearable
          value={value.source || null}
          onChange={(v) => update({ source: v })}
          data={sources.data ?? []}
          w={190}
        />
      </Filters>
      <Group justify="flex-end" mb="xs">
        <Button variant="light" size="xs" onClick={() => void exportCsv()}>
          {t('export.csv')}
        </Button>
      </Group>
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={t('nav.leads')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.received')}</Table.Th>
              <Table.Th>{t('fields.age')}</Table.Th>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.contact')}</Table.Th>
              <Table.Th>{t('fields.subject')}</Table.Th>
              <Table.Th>{t('fields.source')}</Table.Th>
              <Table.Th>{t('fields.language')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.rows.map((lead) => {
              const overdue = isOverdue(lead.status === 'NEW', lead.createdAt, list.data.now);
              return (
                <Table.Tr key={lead.id} bg={overdue ? 'var(--mantine-color-red-0)' : undefined} data-overdue={overdue || undefined}>
                  <Table.Td>{when(lead.createdAt)}</Table.Td>
                  <Table.Td>
                    <Age createdAt={lead.createdAt} now={list.data.now} waiting={lead.status === 'NEW'} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} href={`/admin/leads/${lead.id}`} fw={600}>
                      {lead.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{lead.email}</Text>
                    {lead.phone && <Text size="sm">{lead.phone}</Text>}
                  </Table.Td>
                  <Table.Td>{lead.subject ?? '—'}</Table.Td>
                  <Table.Td>{lead.sourcePage}</Table.Td>
                  <Table.Td>{t(`languages.${lead.preferredLanguage}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={leadStatusColor[lead.status]}>{t(`leadStatus.${lead.status}`)}</Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.rows.length === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
      {list.data && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={(p) => update({ page: p })} />}
    </>
  );
}
