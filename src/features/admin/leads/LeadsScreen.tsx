// Leads, newest first: search, filters, server-side pages, age with overdue ones highlighted.
import { phoneText } from '@/config/business';
import Link from 'next/link';
import { Anchor, Select, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { LEAD_STATUSES, isOverdue } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { useAdminFormat } from '../format';
import { useSourceLabel } from './source-label';
import { CsvExportButton } from '../shared/CsvExportButton';
import { FilterBar } from '../shared/FilterBar';
import { PagedTable, wrapAnywhere } from '../shared/ListTable';
import { StatusBadge } from '../shared/StatusBadge';
import { dayRange, languageOf, oneOf } from '../shared/parse-filter';
import { useListFilter } from '../use-list-filter';
import { subjectLabel } from '@/domain/lead-schemas';

const KEYS = ['search', 'status', 'language', 'source', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const leadStatusColor: Record<string, string> = { NEW: 'blue', CONTACTED: 'cyan', QUOTED: 'grape', WON: 'turf', LOST: 'gray', SPAM: 'dark' };

export function LeadsScreen() {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const { value, page, update } = useListFilter(KEYS);
  const [search] = useDebouncedValue(value.search, 300);
  const filter = {
    search: search || undefined,
    status: oneOf(LEAD_STATUSES, value.status),
    language: languageOf(value.language),
    sourcePage: value.source || undefined,
    ...dayRange(value.from, value.to),
  };
  const list = trpc.admin.leads.list.useQuery({ ...filter, page, pageSize: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const sources = trpc.admin.leads.sourcePages.useQuery();
  const sourceLabel = useSourceLabel();

  return (
    <>
      <FilterBar value={value} onChange={update} statuses={LEAD_STATUSES} statusLabel={(s) => t(`leadStatus.${s}`)} searchHint={t('filters.searchHint')} withLanguage>
        <Select
          label={t('filters.source')}
          placeholder={t('filters.any')}
          clearable
          value={value.source || null}
          onChange={(v) => update({ source: v })}
          data={(sources.data ?? []).map((source) => ({ value: source, label: sourceLabel(source) }))}
          w={190}
        />
      </FilterBar>
      <CsvExportButton name="leads" fetchCsv={() => utils.admin.leads.exportCsv.fetch(filter, { staleTime: 0 })} />
      <PagedTable
        label={t('nav.leads')}
        minWidth={900}
        tableProps={{ highlightOnHover: true }}
        headers={[t('fields.received'), t('fields.age'), t('fields.name'), t('fields.contact'), t('fields.subject'), t('fields.source'), t('fields.language'), t('fields.status')]}
        list={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      >
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
              <Table.Td style={wrapAnywhere}>
                <Text size="sm">{lead.email}</Text>
                {lead.phone && <Text size="sm">{phoneText(lead.phone)}</Text>}
              </Table.Td>
              <Table.Td>{subjectLabel(t, lead.subject) ?? '—'}</Table.Td>
              <Table.Td>{sourceLabel(lead.sourcePage)}</Table.Td>
              <Table.Td>{t(`languages.${lead.preferredLanguage}`)}</Table.Td>
              <Table.Td>
                <StatusBadge color={leadStatusColor[lead.status]} label={t(`leadStatus.${lead.status}`)} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </PagedTable>
    </>
  );
}
