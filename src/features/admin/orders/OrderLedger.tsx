// An order's payments on its page in the back office (issue 45): what is owed and due when, the
// ledger's rows (date, kind, method, amount, who, reference), the forms that add to it, and a
// reversal (a new row, after a confirmation) for a row entered by mistake. Rows are never edited.
import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';
import { trpc } from '@/lib/trpc';
import { PAYMENT_LIMITS } from '@/domain/payment-schema';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { Loaded } from '../shared/Loaded';
import { ModalActions } from '../shared/ModalActions';
import { Panel } from '../shared/Panel';
import { LedgerEntryForm, PalletCreditForm } from './LedgerEntryForm';
import { randomKey } from './ledger-key';
import { DocumentLink, type OrderDocumentLink } from '@/features/orders/OrderDocuments';
import { Dialog } from '../shared/Dialog';

type Ledger = inferRouterOutputs<AppRouter>['admin']['orders']['payments']['list'];
type Row = Ledger['rows'][number];

function Summary({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation('orders');
  const { money, day } = useAdminFormat();
  const s = ledger.summary;
  const figure = (label: string, cents: number) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{money(cents)}</Text>
    </div>
  );
  return (
    <Stack gap="xs" data-testid="ledger-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figure(t('payments.summary.total'), s.totalCents)}
        {s.palletDepositCents > 0 && figure(t('payments.summary.palletDeposit', { count: ledger.pallets }), s.palletDepositCents)}
        {s.returnTripFeeCents > 0 && figure(t('driverActions.returnTripFee'), s.returnTripFeeCents)}
        {s.depositRequiredCents > 0 && figure(t('payments.summary.deposit'), s.depositRequiredCents)}
        {figure(t('payments.summary.paid'), s.paidCents)}
        {s.refundedCents > 0 && figure(t('payments.summary.refunded'), s.refundedCents)}
        {s.creditedCents > 0 && figure(t('payments.summary.credited'), s.creditedCents)}
        {figure(t('payments.summary.balance'), s.balanceCents)}
      </SimpleGrid>
      {s.depositOutstandingCents > 0 && (
        <Text c="orange.8" fw={600}>
          {t('payments.summary.depositOutstanding', { amount: money(s.depositOutstandingCents) })}
        </Text>
      )}
      {s.balanceCents > 0 && (
        <Text>
          {ledger.cancelled
            ? t('payments.summary.feeDueCancelled')
            : ledger.delivered
              ? t('payments.summary.dueNow')
              : s.balanceDueAtDelivery
                ? t('payments.summary.dueAtDelivery')
                : t('payments.summary.dueOn', { date: day(s.balanceDueDate) })}
        </Text>
      )}
      {s.balanceCents < 0 && <Text c="red.8">{t('payments.summary.owedBack', { amount: money(-s.balanceCents) })}</Text>}
    </Stack>
  );
}

function ReverseButton({ orderId, row, onSaved }: { orderId: string; row: Row; onSaved: () => void }) {
  const { t } = useTranslation('orders');
  const { money } = useAdminFormat();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [key] = useState(randomKey);
  const reverse = trpc.admin.orders.payments.reverse.useMutation(
    withNotices(() => t('payments.reverse.done'), t('payments.form.failed'), () => {
      setOpen(false);
      onSaved();
    }),
  );
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setOpen(true)}>
        {t('payments.reverse.button')}
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={t('payments.reverse.title')}>
        <Stack>
          <Text>{t('payments.reverse.text', { kind: t(`payments.kind.${row.kind}`), amount: money(row.amountCents) })}</Text>
          <Textarea label={t('payments.reverse.reason')} value={reason} maxLength={PAYMENT_LIMITS.reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} required />
          <ModalActions
            onCancel={() => setOpen(false)}
            label={t('payments.reverse.yes')}
            color="red"
            disabled={reason.trim() === ''}
            loading={reverse.isPending}
            onConfirm={() => reverse.mutate({ orderId, paymentId: row.id, reason, idempotencyKey: key })}
          />
        </Stack>
      </Dialog>
    </>
  );
}

function Rows({ ledger, orderId, onSaved, receipts }: { ledger: Ledger; orderId: string; onSaved: () => void; receipts: ReadonlyMap<string, OrderDocumentLink> }) {
  const { t } = useTranslation('orders');
  const { money, when } = useAdminFormat();
  const kindOf = new Map(ledger.rows.map((r) => [r.id, r.kind]));
  if (ledger.rows.length === 0) return <Text c="dimmed">{t('payments.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="ledger-rows">
        <Table.Thead>
          <Table.Tr>
            {(['date', 'kind', 'method', 'amount', 'who', 'reference', 'document'] as const).map((c) => (
              <Table.Th key={c} scope="col" ta={c === 'amount' ? 'right' : undefined}>
                {t(`payments.columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <VisuallyHidden>{t('payments.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ledger.rows.map((row) => {
            const reversedKind = row.reversesId ? kindOf.get(row.reversesId) : undefined;
            return (
              <Table.Tr key={row.id}>
                <Table.Td>{when(row.createdAt)}</Table.Td>
                <Table.Td>
                  {t(`payments.kind.${row.kind}`)} {reversedKind && t('payments.reverse.of', { kind: t(`payments.kind.${reversedKind}`) })}{' '}
                  {row.reversedById && <Badge color="gray">{t('payments.reverse.reversed')}</Badge>}
                </Table.Td>
                <Table.Td>{row.method ? t(`payments.method.${row.method}`) : '—'}</Table.Td>
                <Table.Td ta="right">{money(row.amountCents)}</Table.Td>
                <Table.Td>{row.recordedBy ?? '—'}</Table.Td>
                <Table.Td>{row.reference}</Table.Td>
                <Table.Td>{receipts.has(row.id) && <DocumentLink document={receipts.get(row.id)!} />}</Table.Td>
                <Table.Td>{row.kind !== 'REVERSAL' && !row.reversedById && <ReverseButton orderId={orderId} row={row} onSaved={onSaved} />}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrderLedger({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const utils = trpc.useUtils();
  const ledger = trpc.admin.orders.payments.list.useQuery({ orderId });
  // Numbered receipts (by ledger row) and the invoice (issue 45).
  const documents = trpc.admin.orders.documents.useQuery({ orderId }).data ?? [];
  const receipts = new Map(documents.filter((d) => d.paymentId).map((d) => [d.paymentId!, d]));
  const invoice = documents.find((d) => d.kind === 'INVOICE');
  const refresh = () => void utils.admin.orders.invalidate();
  return (
    <Panel title={t('payments.title')} className="no-print" testId="order-ledger">
      <Loaded query={ledger}>
        {(l) => (
          <Stack>
            <Summary ledger={l} />
            {invoice && <DocumentLink document={invoice} />}
            <Rows ledger={l} orderId={orderId} onSaved={refresh} receipts={receipts} />
            <Text fw={600}>{t('payments.form.title')}</Text>
            <LedgerEntryForm orderId={orderId} onSaved={refresh} />
            {l.creditReturnedPallets && l.summary.palletCreditLeftCents > 0 && (
              <Group>
                <Text fw={600}>{t('payments.pallets.title')}</Text>
                <PalletCreditForm orderId={orderId} onSaved={refresh} />
              </Group>
            )}
          </Stack>
        )}
      </Loaded>
    </Panel>
  );
}
