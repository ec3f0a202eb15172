// Recording a payment or refund, and pallets brought back, on an order's page (issue 45). The
// amount is read from what was typed in the page's language (typed-money.ts), in cents; the form's
// idempotency key is made when it opens and again after each save, so a double click or two staff
// saving the same payment make one row. The server checks the balance and says why it refuses.
import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { readTypedMoney } from '@/domain/typed-money';
import { PAYMENT_LIMITS } from '@/domain/payment-schema';
import { PaymentMethod } from '@/domain/enums';
import { parseWholeNumber } from '@/domain/whole-number';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { MoneyInput } from '../shared/MoneyInput';
import { randomKey as newKey } from './ledger-key';


export function LedgerEntryForm({ orderId, onSaved }: { orderId: string; onSaved: () => void }) {
  const { t } = useTranslation('orders');
  const { lang } = useAdminFormat();
  const [key, setKey] = useState(newKey);
  const [kind, setKind] = useState<'PAYMENT' | 'REFUND'>('PAYMENT');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [reference, setReference] = useState('');
  const record = trpc.admin.orders.payments.record.useMutation(
    withNotices(() => t('payments.form.recorded'), t('payments.form.failed'), onSaved),
  );
  const typed = readTypedMoney(amount, lang);
  return (
    <form
      data-testid="ledger-entry-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!typed.ok) return;
        record.mutate(
          { orderId, kind, amountCents: typed.cents, method, reference, idempotencyKey: key },
          {
            onSuccess: () => {
              setAmount('');
              setReference('');
              setKey(newKey());
            },
          },
        );
      }}
    >
      <Stack maw={520} gap="xs">
        <Group grow align="flex-start">
          <Select
            label={t('payments.form.kind')}
            data={(['PAYMENT', 'REFUND'] as const).map((k) => ({ value: k, label: t(`payments.kind.${k}`) }))}
            value={kind}
            onChange={(v) => v && setKind(v as 'PAYMENT' | 'REFUND')}
            allowDeselect={false}
          />
          <Select
            label={t('payments.form.method')}
            data={Object.values(PaymentMethod).map((m) => ({ value: m, label: t(`payments.method.${m}`) }))}
            value={method}
            onChange={(v) => v && setMethod(v as PaymentMethod)}
            allowDeselect={false}
          />
        </Group>
        <MoneyInput
          label={t('payments.form.amount')}
          description={t('payments.form.amountHint')}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={amount.trim() !== '' && !typed.ok ? t('payments.validation.amount') : undefined}
          required
        />
        <TextInput label={t('payments.form.reference')} value={reference} maxLength={PAYMENT_LIMITS.reference} onChange={(e) => setReference(e.currentTarget.value)} />
        <Group>
          <Button type="submit" loading={record.isPending} disabled={!typed.ok}>
            {t('payments.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Pallets brought back credit the pallet deposit (when the owner's rules credit them). */
export function PalletCreditForm({ orderId, onSaved }: { orderId: string; onSaved: () => void }) {
  const { t } = useTranslation('orders');
  const [key, setKey] = useState(newKey);
  const [count, setCount] = useState('');
  const credit = trpc.admin.orders.payments.palletCredit.useMutation(withNotices(() => t('payments.pallets.credited'), t('payments.form.failed'), onSaved));
  const pallets = parseWholeNumber(count, 4);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!pallets) return;
        credit.mutate({ orderId, pallets, reference: '', idempotencyKey: key }, {
            onSuccess: () => {
              setCount('');
              setKey(newKey());
            },
          });
      }}
    >
      <Group align="flex-end">
        <TextInput label={t('payments.pallets.count')} value={count} onChange={(e) => setCount(e.currentTarget.value)} inputMode="numeric" w={120} error={count !== '' && !pallets ? t('payments.validation.pallets') : undefined} />
        <Button type="submit" variant="light" loading={credit.isPending} disabled={!pallets}>
          {t('payments.pallets.submit')}
        </Button>
      </Group>
    </form>
  );
}
