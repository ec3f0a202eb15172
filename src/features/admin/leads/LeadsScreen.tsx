// Leads, newest first: search, filters, server-side pages, age with overdue ones highlighted.
import { Select, Table } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { LEAD_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { useSourceLabel } from './source-label';
import { CsvExportButton } from '../shared/CsvExportButton';
import { FilterBar } from '../shared/FilterBar';
import { ContactCell, FollowUpRow } from '../shared/FollowUpRow';
import { PagedTable } from '../shared/ListTable';
import { StatusBadge } from '../shared/StatusBadge';
import { useFollowUpFilter } from '../use-list-filter';
import { subjectLabel } from '@/domain/lead-schemas';

const KEYS = ['search', 'status', 'language', 'source', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const leadStatusColor: Record<string, string> = { NEW: 'blue', CONTACTED: 'cyan', QUOTED: 'grape', WON: 'turf', LOST: 'gray', SPAM: 'dark' };

export function LeadsScreen() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const followUp = useFollowUpFilter(KEYS, LEAD_STATUSES);
  const { value, page, update } = followUp;
  const filter = { ...followUp.filter, sourcePage: value.source || undefined };
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
        {list.data?.rows.map((lead) => (
          <FollowUpRow key={lead.id} createdAt={lead.createdAt} now={list.data.now} waiting={lead.status === 'NEW'} href={`/admin/leads/${lead.id}`} name={lead.name}>
            <ContactCell contact={lead} />
            <Table.Td>{subjectLabel(t, lead.subject) ?? '—'}</Table.Td>
            <Table.Td>{sourceLabel(lead.sourcePage)}</Table.Td>
            <Table.Td>{t(`languages.${lead.preferredLanguage}`)}</Table.Td>
            <Table.Td>
              <StatusBadge color={leadStatusColor[lead.status]} label={t(`leadStatus.${lead.status}`)} />
            </Table.Td>
          </FollowUpRow>
        ))}
      </PagedTable>
    </>
  );
}
