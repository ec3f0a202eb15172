// Who changed what, when, with the values before and after; filtered by entity and person.
import { Code, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { PagedTable } from '../shared/ListTable';
import { useListFilter } from '../use-list-filter';

const KEYS = ['entity', 'entityId', 'actor'] as const;
const PAGE_SIZE = 50;

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditScreen() {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const { value, page, update } = useListFilter(KEYS);
  const options = trpc.admin.audit.filters.useQuery();
  const list = trpc.admin.audit.list.useQuery(
    { entityType: value.entity || undefined, entityId: value.entityId || undefined, actorId: value.actor || undefined, page, pageSize: PAGE_SIZE },
    { placeholderData: (prev) => prev },
  );
  return (
    <>
      <Group align="flex-end" gap="sm" mb="md">
        <Select
          label={t('audit.entity')}
          placeholder={t('filters.any')}
          clearable
          value={value.entity || null}
          onChange={(v) => update({ entity: v })}
          data={options.data?.entityTypes ?? []}
          w={200}
        />
        <TextInput label={t('audit.entityId')} value={value.entityId} onChange={(e) => update({ entityId: e.currentTarget.value.trim() })} w={260} />
        <Select
          label={t('audit.actor')}
          placeholder={t('filters.any')}
          clearable
          searchable
          value={value.actor || null}
          onChange={(v) => update({ actor: v })}
          data={(options.data?.actors ?? []).map((a) => ({ value: a.id, label: a.name ? `${a.name} (${a.email})` : a.email }))}
          w={260}
        />
      </Group>
      <PagedTable
        label={t('nav.audit')}
        minWidth={960}
        tableProps={{ verticalSpacing: 'xs' }}
        headers={[t('audit.when'), t('audit.actor'), t('audit.action'), t('audit.entity'), t('audit.before'), t('audit.after')]}
        list={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      >
        {list.data?.rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{when(row.createdAt)}</Table.Td>
            <Table.Td>{row.actor ? row.actor.name || row.actor.email : t('audit.system')}</Table.Td>
            <Table.Td>{row.action}</Table.Td>
            <Table.Td>
              <Text size="sm">{row.entityType}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {row.entityId}
              </Text>
            </Table.Td>
            <Table.Td>
              <Code block fz="xs" maw={320} style={{ whiteSpace: 'pre-wrap' }}>
                {show(row.before)}
              </Code>
            </Table.Td>
            <Table.Td>
              <Code block fz="xs" maw={320} style={{ whiteSpace: 'pre-wrap' }}>
                {show(row.after)}
              </Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </PagedTable>
    </>
  );
}
