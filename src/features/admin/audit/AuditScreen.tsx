// Who changed what, when, with the values before and after; filtered by entity and person.
import { Alert, Code, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { Pager } from '../Pager';
import { when } from '../format';
import { useListFilter } from '../use-list-filter';

const KEYS = ['entity', 'entityId', 'actor'] as const;
const PAGE_SIZE = 50;

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditScreen() {
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
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      <Table.ScrollContainer minWidth={960}>
        <Table striped aria-label={t('nav.audit')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.when')}</Table.Th>
              <Table.Th>{t('audit.actor')}</Table.Th>
              <Table.Th>{t('audit.action')}</Table.Th>
              <Table.Th>{t('audit.entity')}</Table.Th>
              <Table.Th>{t('audit.before')}</Table.Th>
              <Table.Th>{t('audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.rows.length === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
      {list.data && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={(p) => update({ page: p })} />}
    </>
  );
}
