// Member-pricing applications, newest first, with the same list features as leads.
import { Table } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { APPLICATION_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { CsvExportButton } from '../shared/CsvExportButton';
import { FilterBar } from '../shared/FilterBar';
import { ContactCell, FollowUpRow } from '../shared/FollowUpRow';
import { PagedTable } from '../shared/ListTable';
import { StatusBadge } from '../shared/StatusBadge';
import { useFollowUpFilter } from '../use-list-filter';
import { TiersPanel } from './TiersPanel';

const KEYS = ['search', 'status', 'language', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const applicationStatusColor: Record<string, string> = { PENDING: 'blue', APPROVED: 'turf', DECLINED: 'gray', REVOKED: 'red' };

export function MembershipsScreen() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const { value, page, update, filter } = useFollowUpFilter(KEYS, APPLICATION_STATUSES);
  const list = trpc.admin.applications.list.useQuery({ ...filter, page, pageSize: PAGE_SIZE }, { placeholderData: (prev) => prev });
  return (
    <>
      <TiersPanel />
      <FilterBar value={value} onChange={update} statuses={APPLICATION_STATUSES} statusLabel={(s) => t(`applicationStatus.${s}`)} searchHint={t('filters.searchHint')} withLanguage />
      <CsvExportButton name="member-applications" fetchCsv={() => utils.admin.applications.exportCsv.fetch(filter, { staleTime: 0 })} />
      <PagedTable
        label={t('nav.memberships')}
        minWidth={760}
        tableProps={{ highlightOnHover: true }}
        headers={[t('fields.received'), t('fields.age'), t('fields.company'), t('fields.contact'), t('fields.language'), t('fields.status')]}
        list={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      >
        {list.data?.rows.map((a) => (
          <FollowUpRow key={a.id} createdAt={a.createdAt} now={list.data.now} waiting={a.status === 'PENDING'} href={`/admin/memberships/${a.id}`} name={a.companyName}>
            <ContactCell contact={a} />
            <Table.Td>{t(`languages.${a.language}`)}</Table.Td>
            <Table.Td>
              <StatusBadge color={applicationStatusColor[a.status]} label={t(`applicationStatus.${a.status}`)} />
            </Table.Td>
          </FollowUpRow>
        ))}
      </PagedTable>
    </>
  );
}
