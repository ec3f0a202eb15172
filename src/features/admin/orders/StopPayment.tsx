// A stop of the day view: what to collect there, and a button that records a payment, a refund or
// the pallets brought back without leaving the day (issue 45), through the order page's forms.
import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useAdminFormat } from '../format';
import { LedgerEntryForm, PalletCreditForm } from './LedgerEntryForm';
import { Dialog } from '../shared/Dialog';

interface StopMoney {
  balanceCents: number;
  depositOutstandingCents: number;
  palletCreditLeftCents: number;
}

interface Props {
  orderId: string;
  /** "#1234 · customer": whose payment the dialog records. */
  label: string;
  money: StopMoney;
  creditReturnedPallets: boolean;
  onSaved: () => void;
}

export function StopPayment({ orderId, label, money: m, creditReturnedPallets, onSaved }: Props) {
  const { t } = useTranslation('orders');
  const { money } = useAdminFormat();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      <Text fw={600} data-testid="stop-balance">
        {money(m.balanceCents)}
      </Text>
      {m.depositOutstandingCents > 0 && (
        <Badge color="orange" variant="light">
          {t('payments.day.depositUnpaid')}
        </Badge>
      )}
      {/* One on every stop of the day: its name says which (label in name: the visible words first). */}
      <Button size="compact-sm" variant="light" className="no-print" aria-label={`${t('payments.day.record')}: ${label}`} onClick={() => setOpen(true)}>
        {t('payments.day.record')}
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={t('payments.day.title', { order: label })}>
        <Stack>
          <Text>{t('payments.day.toCollect', { amount: money(m.balanceCents) })}</Text>
          <LedgerEntryForm orderId={orderId} onSaved={onSaved} />
          {creditReturnedPallets && m.palletCreditLeftCents > 0 && (
            <>
              <Text fw={600}>{t('payments.pallets.title')}</Text>
              <PalletCreditForm orderId={orderId} onSaved={onSaved} />
            </>
          )}
        </Stack>
      </Dialog>
    </Stack>
  );
}
