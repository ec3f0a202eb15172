// The owner's payment rules on /admin/business (issue 45): the deposit at acceptance, when the
// balance is due, the deposit per pallet, whether returned pallets are credited, and the fee for a
// return trip when a delivery could not be made (issue 46). Saved apart
// from the business facts (its own version and audit entry); amounts typed in the page's language.
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';
import { trpc } from '@/lib/trpc';
import { DepositMode } from '@/domain/enums';
import { centsToInput } from '@/domain/admin-money';
import { MAX_RETURN_TRIP_FEE_CENTS } from '@/domain/payment-settings-schema';
import { readTypedMoney } from '@/domain/typed-money';
import { parseWholeNumber } from '@/domain/whole-number';
import { useAdminFormat } from '../format';
import { Loaded } from '../shared/Loaded';
import { MoneyInput } from '../shared/MoneyInput';
import { useSavedForm } from '../shared/use-saved-form';
import { notifyError, notifySuccess } from '../notify';

type Rules = inferRouterOutputs<AppRouter>['admin']['business']['paymentRules'];

const toForm = (r: Rules) => ({
  depositMode: r.depositMode,
  depositPercent: String(r.depositPercent),
  depositFixed: centsToInput(r.depositFixedCents),
  depositThreshold: centsToInput(r.depositThresholdCents),
  sodAlwaysDeposit: r.sodAlwaysDeposit,
  balanceAtDelivery: r.balanceDueDays === null,
  balanceDueDays: String(r.balanceDueDays ?? 2),
  palletDeposit: centsToInput(r.palletDepositCents),
  creditReturnedPallets: r.creditReturnedPallets,
  returnTripFee: centsToInput(r.returnTripFeeCents),
});

function RulesForm({ rules, onSaved }: { rules: Rules; onSaved: () => void }) {
  const { t } = useTranslation('business');
  const { lang } = useAdminFormat();
  const { form, set, dirty } = useSavedForm(() => toForm(rules), rules.version);
  const save = trpc.admin.business.updatePaymentRules.useMutation({
    onSuccess: () => {
      notifySuccess(t('payments.saved'));
      onSaved();
    },
    onError: (error) => notifyError(t('payments.saveFailed'), error),
  });
  const money = (text: string) => {
    const read = readTypedMoney(text, lang, { allowZero: true });
    return read.ok ? read.cents : null;
  };
  const percent = form.depositMode === 'PERCENT' ? parseWholeNumber(form.depositPercent, 3) : rules.depositPercent;
  const fixed = form.depositMode === 'FIXED' ? money(form.depositFixed) : rules.depositFixedCents;
  const threshold = money(form.depositThreshold);
  const days = form.balanceAtDelivery ? null : parseWholeNumber(form.balanceDueDays, 2);
  const pallet = money(form.palletDeposit);
  const fee = money(form.returnTripFee);
  const feeValid = fee !== null && fee <= MAX_RETURN_TRIP_FEE_CENTS;
  const valid = percent !== null && fixed !== null && threshold !== null && (form.balanceAtDelivery || days !== null) && pallet !== null && feeValid;
  return (
    <form
      data-testid="payment-rules"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        save.mutate({
          version: rules.version,
          depositMode: form.depositMode,
          depositPercent: percent,
          depositFixedCents: fixed,
          depositThresholdCents: threshold,
          sodAlwaysDeposit: form.sodAlwaysDeposit,
          balanceDueDays: days,
          palletDepositCents: pallet,
          creditReturnedPallets: form.creditReturnedPallets,
          returnTripFeeCents: fee,
        });
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('fields.depositMode')}
            data={Object.values(DepositMode).map((m) => ({ value: m, label: t(`fields.depositModes.${m}`) }))}
            value={form.depositMode}
            onChange={(v) => v && set({ depositMode: v as DepositMode })}
            allowDeselect={false}
          />
          {form.depositMode === 'PERCENT' && (
            <TextInput label={t('fields.depositPercent')} value={form.depositPercent} onChange={(e) => set({ depositPercent: e.currentTarget.value })} inputMode="numeric" error={percent === null ? t('validation.depositPercent') : undefined} />
          )}
          {form.depositMode === 'FIXED' && (
            <MoneyInput label={t('fields.depositFixed')} value={form.depositFixed} onChange={(e) => set({ depositFixed: e.currentTarget.value })} error={fixed === null ? t('validation.depositFixed') : undefined} />
          )}
          {form.depositMode !== 'NONE' && (
            <MoneyInput
              label={t('fields.depositThreshold')}
              description={t('fields.depositThresholdHint')}
              value={form.depositThreshold}
              onChange={(e) => set({ depositThreshold: e.currentTarget.value })}
              error={threshold === null ? t('validation.money') : undefined}
            />
          )}
        </SimpleGrid>
        {form.depositMode !== 'NONE' && <Checkbox label={t('fields.sodAlwaysDeposit')} checked={form.sodAlwaysDeposit} onChange={(e) => set({ sodAlwaysDeposit: e.currentTarget.checked })} />}
        <Group align="flex-end">
          <Checkbox label={t('fields.balanceAtDelivery')} checked={form.balanceAtDelivery} onChange={(e) => set({ balanceAtDelivery: e.currentTarget.checked })} mb={8} />
          {!form.balanceAtDelivery && (
            <TextInput label={t('fields.balanceDueDays')} value={form.balanceDueDays} onChange={(e) => set({ balanceDueDays: e.currentTarget.value })} inputMode="numeric" w={320} error={days === null ? t('validation.balanceDueDays') : undefined} />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput label={t('fields.palletDeposit')} description={t('fields.palletDepositHint')} value={form.palletDeposit} onChange={(e) => set({ palletDeposit: e.currentTarget.value })} error={pallet === null ? t('validation.palletDeposit') : undefined} />
          <Checkbox label={t('fields.creditReturnedPallets')} checked={form.creditReturnedPallets} onChange={(e) => set({ creditReturnedPallets: e.currentTarget.checked })} mt="lg" />
          <MoneyInput label={t('fields.returnTripFee')} description={t('fields.returnTripFeeHint')} value={form.returnTripFee} onChange={(e) => set({ returnTripFee: e.currentTarget.value })} error={feeValid ? undefined : t('validation.returnTripFee')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!dirty || !valid}>
            {t('payments.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PaymentRulesPanel() {
  const { t } = useTranslation('business');
  const rules = trpc.admin.business.paymentRules.useQuery();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="business-payments">
      <Title order={2} size="h3" id="business-payments" mb="sm">
        {t('sections.payments')}
      </Title>
      <Text size="sm" mb="sm">
        {t('payments.intro')}
      </Text>
      <Loaded query={rules}>{(r) => <RulesForm rules={r} onSaved={() => void rules.refetch()} />}</Loaded>
    </Paper>
  );
}
