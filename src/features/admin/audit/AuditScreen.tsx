// Who changed what, when, with the values before and after (fields by name, amounts as money);
// filtered by entity, person and (for admins, who see sign-in and account-security events) event.
import { Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { auditLines, type AuditFormat, type AuditLine } from '@/domain/audit-display';
import { SECURITY_ACTIONS, SECURITY_ENTITY } from '@/domain/security-events';
import { useAdminFormat } from '../format';
import { PagedTable } from '../shared/ListTable';
import { useListFilter } from '../use-list-filter';
import { formatMinutes } from '@/lib/format';

const KEYS = ['entity', 'entityId', 'actor', 'event'] as const;
const PAGE_SIZE = 50;

/** One side of a change: a short list of "Field: value" lines that wraps within its column. */
function Change({ lines }: { lines: AuditLine[] }) {
  if (lines.length === 0) return <Text size="sm">—</Text>;
  return (
    <dl style={{ margin: 0, fontSize: 'var(--mantine-font-size-xs)', overflowWrap: 'anywhere' }}>
      {lines.map((line, i) => (
        <div key={i}>
          {line.label && <dt style={{ display: 'inline', fontWeight: 600 }}>{line.label}: </dt>}
          <dd style={{ display: 'inline', margin: 0 }}>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditScreen() {
  const { when, money, lang } = useAdminFormat();
  const { t } = useTranslation('admin');
  const format: AuditFormat = { t: (key, fallback) => t(key, { defaultValue: fallback }), money, when, time: (minutes) => formatMinutes(minutes, lang) };
  const { value, page, update } = useListFilter(KEYS);
  const options = trpc.admin.audit.filters.useQuery();
  const list = trpc.admin.audit.list.useQuery(
    { entityType: value.entity || undefined, entityId: value.entityId || undefined, actorId: value.actor || undefined, action: value.event || undefined, page, pageSize: PAGE_SIZE },
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
        {options.data?.entityTypes.includes(SECURITY_ENTITY) && (
          <Select
            label={t('audit.event')}
            placeholder={t('filters.any')}
            clearable
            value={value.event || null}
            onChange={(v) => update({ event: v })}
            data={SECURITY_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
            w={260}
          />
        )}
      </Group>
      <PagedTable
        label={t('nav.audit')}
        minWidth={720}
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
            <Table.Td>{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</Table.Td>
            <Table.Td>
              <Text size="sm">{row.entityType}</Text>
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {row.entityId}
              </Text>
            </Table.Td>
            <Table.Td>
              <Change lines={auditLines(row.before, row.entityType, format)} />
            </Table.Td>
            <Table.Td>
              <Change lines={auditLines(row.after, row.entityType, format)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </PagedTable>
    </>
  );
}
