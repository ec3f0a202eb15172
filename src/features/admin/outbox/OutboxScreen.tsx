// E-mails waiting, sent and failed; open one to read it as rendered and to send it again.
import { useState } from 'react';
import { Alert, Button, Code, Drawer, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { ActionsHeading, PagedTable, wrapAnywhere } from '../shared/ListTable';
import { Loaded } from '../shared/Loaded';
import { StatusBadge } from '../shared/StatusBadge';
import { oneOf } from '../shared/parse-filter';
import { useListFilter } from '../use-list-filter';
import { OutboxStatus } from '@/domain/enums';

const STATUSES = Object.values(OutboxStatus);
const COLORS: Record<string, string> = { PENDING: 'blue', SENDING: 'yellow', SENT: 'turf', FAILED: 'red' };
const PAGE_SIZE = 25;
const KEYS = ['status'] as const;

function Message({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const message = trpc.admin.outbox.get.useQuery({ id });
  const resend = trpc.admin.outbox.resend.useMutation({
    onSuccess: () => notifySuccess(t('outbox.queued')),
    onError: (error) => notifyError(t('outbox.resendFailed'), error),
    onSettled: () => void utils.admin.outbox.invalidate(),
  });
  return (
    <Loaded query={message}>
      {(m) => (
        <Stack>
          <Text size="sm">
            {t('outbox.to')}: {m.to} · {m.template} · {t(`languages.${m.language}`)}
          </Text>
          <Group>
            <StatusBadge color={COLORS[m.status]} label={t(`outboxStatus.${m.status}`)} />
            <Text size="sm">{t('outbox.attempts', { count: m.attempts })}</Text>
          </Group>
          {m.lastError && (
            <Alert color="red" title={t('outbox.lastError')}>
              {m.lastError}
            </Alert>
          )}
          <Button w="fit-content" onClick={() => resend.mutate({ id: m.id })} loading={resend.isPending} disabled={m.status === 'SENDING' || m.status === 'PENDING'}>
            {t('outbox.resend')}
          </Button>
          {m.rendered ? (
            <>
              <Text fw={600}>{m.rendered.subject}</Text>
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {m.rendered.text}
              </Code>
            </>
          ) : (
            <Alert color="yellow">{t('outbox.cannotRender', { error: m.renderError ?? '' })}</Alert>
          )}
        </Stack>
      )}
    </Loaded>
  );
}

export function OutboxScreen() {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const { value, page, update } = useListFilter(KEYS);
  const [open, setOpen] = useState<string | null>(null);
  const list = trpc.admin.outbox.list.useQuery({ status: oneOf(STATUSES, value.status), page, pageSize: PAGE_SIZE }, { placeholderData: (prev) => prev });
  return (
    <>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.any')}
        clearable
        value={value.status || null}
        onChange={(v) => update({ status: v })}
        data={STATUSES.map((s) => ({ value: s, label: t(`outboxStatus.${s}`) }))}
        w={180}
        mb="md"
      />
      <PagedTable
        label={t('nav.outbox')}
        minWidth={820}
        tableProps={{ highlightOnHover: true }}
        headers={[t('fields.date'), t('outbox.to'), t('outbox.template'), t('fields.status'), t('outbox.attemptsHeader'), t('outbox.lastError'), <ActionsHeading key="actions" />]}
        list={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      >
        {list.data?.rows.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{when(m.createdAt)}</Table.Td>
            <Table.Td style={wrapAnywhere}>{m.to}</Table.Td>
            <Table.Td>{m.template}</Table.Td>
            <Table.Td>
              <StatusBadge color={COLORS[m.status]} label={t(`outboxStatus.${m.status}`)} />
            </Table.Td>
            <Table.Td>{m.attempts}</Table.Td>
            <Table.Td style={wrapAnywhere}>
              <Text size="sm" lineClamp={2}>
                {m.lastError ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Button size="compact-sm" variant="light" onClick={() => setOpen(m.id)}>
                {t('outbox.open')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </PagedTable>
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="lg" title={t('outbox.message')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        {open && <Message id={open} />}
      </Drawer>
    </>
  );
}
