// Member-pricing applications, newest first, with the same list features as leads.
import { phoneText } from '@/config/business';
import Link from 'next/link';
import { Anchor, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { APPLICATION_STATUSES, isOverdue } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { useAdminFormat } from '../format';
import { CsvExportButton } from '../shared/CsvExportButton';
import { FilterBar } from '../shared/FilterBar';
import { PagedTable, wrapAnywhere } from '../shared/ListTable';
import { StatusBadge } from '../shared/StatusBadge';
import { dayRange, languageOf, oneOf } from '../shared/parse-filter';
import { useListFilter } from '../use-list-filter';
import { TiersPanel } from './TiersPanel';

const KEYS = ['search', 'status', 'language', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const applicationStatusColor: Record<string, string> = { PENDING: 'blue', APPROVED: 'turf', DECLINED: 'gray', REVOKED: 'red' };

export function MembershipsScreen() {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const { value, page, update } = useListFilter(KEYS);
  const [search] = useDebouncedValue(value.search, 300);
  const filter = {
    search: search || undefined,
    status: oneOf(APPLICATION_STATUSES, value.status),
    language: languageOf(value.language),
    ...dayRange(value.from, value.to),
  };
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
        {list.data?.rows.map((a) => {
          const overdue = isOverdue(a.status === 'PENDING', a.createdAt, list.data.now);
          return (
            <Table.Tr key={a.id} bg={overdue ? 'var(--mantine-color-red-0)' : undefined}>
              <Table.Td>{when(a.createdAt)}</Table.Td>
              <Table.Td>
                <Age createdAt={a.createdAt} now={list.data.now} waiting={a.status === 'PENDING'} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} href={`/admin/memberships/${a.id}`} fw={600}>
                  {a.companyName}
                </Anchor>
              </Table.Td>
              <Table.Td style={wrapAnywhere}>
                <Text size="sm">{a.email}</Text>
                <Text size="sm">{phoneText(a.phone)}</Text>
              </Table.Td>
              <Table.Td>{t(`languages.${a.language}`)}</Table.Td>
              <Table.Td>
                <StatusBadge color={applicationStatusColor[a.status]} label={t(`applicationStatus.${a.status}`)} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </PagedTable>
    </>
  );
}
