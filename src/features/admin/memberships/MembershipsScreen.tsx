// Member-pricing applications, newest first, with the same list features as leads.
import Link from 'next/link';
import { Alert, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { APPLICATION_STATUSES, isOverdue } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { Filters } from '../Filters';
import { Pager } from '../Pager';
import { dayBoundary, download, when } from '../format';
import { notifyError } from '../notify';
import { useListFilter } from '../use-list-filter';

const KEYS = ['search', 'status', 'language', 'from', 'to'] as const;
const PAGE_SIZE = 25;
export const applicationStatusColor: Record<string, string> = { PENDING: 'blue', APPROVED: 'turf', DECLINED: 'gray' };

export function MembershipsScreen() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const { value, page, update } = useListFilter(KEYS);
  const [search] = useDebouncedValue(value.search, 300);
  const filter = {
    search: search || undefined,
    status: (APPLICATION_STATUSES as readonly string[]).includes(value.status) ? (value.status as (typeof APPLICATION_STATUSES)[number]) : undefined,
    language: value.language === 'en' || value.language === 'es' ? value.language : undefined,
    from: dayBoundary(value.from, false),
    to: dayBoundary(value.to, true),
  } as const;
  const list = trpc.admin.applications.list.useQuery({ ...filter, page, pageSize: PAGE_SIZE }, { placeholderData: (prev) => prev });
  const exportCsv = async () => {
    try {
      download(`member-applications-${new Date().toISOString().slice(0, 10)}.csv`, await utils.admin.applications.exportCsv.fetch(filter, { staleTime: 0 }));
    } catch (error) {
      notifyError(t('export.failed'), error as Error);
    }
  };
  return (
    <>
      <Filters
        value={{ search: value.search, status: value.status || null, language: value.language || null, from: value.from, to: value.to }}
        onChange={(f) => update({ search: f.search, status: f.status, language: f.language, from: f.from, to: f.to })}
        statuses={APPLICATION_STATUSES}
        statusLabel={(s) => t(`applicationStatus.${s}`)}
      />
      <Group justify="flex-end" mb="xs">
        <Button variant="light" size="xs" onClick={() => void exportCsv()}>
          {t('export.csv')}
        </Button>
      </Group>
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label={t('nav.memberships')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.received')}</Table.Th>
              <Table.Th>{t('fields.age')}</Table.Th>
              <Table.Th>{t('fields.company')}</Table.Th>
              <Table.Th>{t('fields.contact')}</Table.Th>
              <Table.Th>{t('fields.language')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                  <Table.Td>
                    <Text size="sm">{a.email}</Text>
                    <Text size="sm">{a.phone}</Text>
                  </Table.Td>
                  <Table.Td>{t(`languages.${a.language}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={applicationStatusColor[a.status]}>{t(`applicationStatus.${a.status}`)}</Badge>
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
