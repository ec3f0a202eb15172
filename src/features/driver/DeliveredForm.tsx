// "Delivered" (issue 46): photos of the drop, the receiver's name and signature or "left on
// site", pallets returned, a note and, if the driver ticks it, the phone's location. Checked here
// with the server's own rule (domain/delivery-actions.ts), then kept on the phone to be sent.
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { actionIssue, COLLECTED_METHODS, DELIVERY_PROOF_LIMITS, type DriverActionInput } from '@/domain/delivery-actions';
import { centsToInput } from '@/domain/admin-money';
import { PAYMENT_LIMITS } from '@/domain/payment-schema';
import { readTypedMoney } from '@/domain/typed-money';
import { MoneyInput } from '@/features/admin/shared/MoneyInput';
import { useAdminFormat } from '@/features/admin/format';
import { shrinkPhoto } from '@/lib/offline-queue/photos';
import { LocationField, type Position } from './LocationField';
import { PhotoPicker } from './PhotoPicker';
import { SignatureField, type SignatureHandle } from './SignatureField';
import { useFocusFirstError } from './focus-first-error';

export interface DeliveredInput {
  photos: Blob[];
  signature: Blob | null;
  details: { leftOnSite: boolean; receivedBy?: string; palletsReturned: number; note?: string; collected?: DriverActionInput['collected'] } & Partial<Position>;
}

type Field = 'photos' | 'receivedBy' | 'signature' | 'pallets' | 'amount' | 'form';

type Payment = 'none' | (typeof COLLECTED_METHODS)[number];

interface Money {
  /** What the stop says to collect. */
  balanceCents: number;
  /** What each pallet returned takes off it (0: none credited), and the most pallets can take off. */
  palletCreditCents: number;
  palletCreditLeftCents: number;
}

/** What is left to collect once the pallets returned now are credited, as the server will credit them. */
export const dueAfterPallets = (m: Money, pallets: number) => m.balanceCents - Math.min(Math.max(0, pallets) * m.palletCreditCents, m.palletCreditLeftCents);

/**
 * `money`: what the stop says to collect; when above zero the driver says whether they were paid
 * at the door (cash, or a check and its number) and how much, recorded with the delivery. More
 * than what is left to collect (after the pallets returned) is refused here: a typo would be
 * receipted to the customer.
 */
export function DeliveredForm({ pallets, money: stopMoney, onSave, onCancel }: { pallets: number; money: Money; onSave: (input: DeliveredInput) => Promise<void>; onCancel: () => void }) {
  const balanceCents = stopMoney.balanceCents;
  const { t } = useTranslation('driver');
  const { t: tOrders } = useTranslation('orders');
  const [photos, setPhotos] = useState<File[]>([]);
  const [receiver, setReceiver] = useState<'signed' | 'leftOnSite'>('signed');
  const [receivedBy, setReceivedBy] = useState('');
  const [signed, setSigned] = useState(false);
  const [palletsReturned, setPalletsReturned] = useState<number | string>(0);
  const [note, setNote] = useState('');
  const [position, setPosition] = useState<Position | null>(null);
  const [payment, setPayment] = useState<Payment>('none');
  // The amount as the driver typed it; null until they type: it then follows what is left to collect.
  const [typedAmountText, setTypedAmountText] = useState<string | null>(null);
  const [checkNumber, setCheckNumber] = useState('');
  const { lang, money } = useAdminFormat();
  const returned = Number(palletsReturned);
  const due = dueAfterPallets(stopMoney, Number.isInteger(returned) ? returned : 0);
  const amount = typedAmountText ?? centsToInput(due);
  const typedAmount = readTypedMoney(amount, lang);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const signature = useRef<SignatureHandle>(null);
  const leftOnSite = receiver === 'leftOnSite';
  const { form, refused } = useFocusFirstError();

  function problems(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const notPhoto = photos.find((photo) => photo.type && !photo.type.startsWith('image/'));
    if (notPhoto) found.photos = t('form.errors.notPhoto', { name: notPhoto.name });
    // The server's own rule and words (orders:driverActions.errors.*), each under its field.
    const refuse = (issue: string, values?: Record<string, number>) => tOrders(`driverActions.errors.${issue}`, values);
    const issue = actionIssue({ kind: 'delivered', leftOnSite, receivedBy: leftOnSite ? undefined : receivedBy.trim() || undefined }, { photos: photos.length, signature: !leftOnSite && signed });
    if (issue === 'photoNeeded' || issue === 'tooManyPhotos') found.photos = refuse(issue);
    if (issue === 'receivedByNeeded' || (!leftOnSite && !receivedBy.trim())) found.receivedBy = refuse('receivedByNeeded');
    if (issue === 'signatureOrLeftOnSite') found.signature = refuse(issue);
    const count = Number(palletsReturned);
    if (!Number.isInteger(count) || count < 0 || count > pallets) found.pallets = refuse('tooManyPallets', { pallets });
    if (payment !== 'none' && !typedAmount.ok) found.amount = tOrders('payments.validation.amount');
    else if (payment !== 'none' && typedAmount.ok && typedAmount.cents > due) found.amount = t('delivered.amountAboveDue', { amount: money(due) });
    return found;
  }

  /** A photo chosen or removed answers the photo field's message ("take at least one photo"): it is not shown again until the next save. */
  function choosePhotos(chosen: File[]) {
    setPhotos(chosen);
    setErrors((found) => ({ ...found, photos: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length) return refused();
    setSaving(true);
    try {
      const [smaller, drawn] = await Promise.all([Promise.all(photos.map(shrinkPhoto)), leftOnSite ? null : signature.current!.toBlob()]);
      await onSave({
        photos: smaller,
        signature: drawn,
        details: {
          leftOnSite,
          ...(leftOnSite ? {} : { receivedBy: receivedBy.trim() }),
          palletsReturned: Number(palletsReturned),
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(position ?? {}),
          ...(payment !== 'none' && typedAmount.ok ? { collected: { amountCents: typedAmount.cents, method: payment, ...(payment === 'CHECK' && checkNumber.trim() ? { reference: checkNumber.trim() } : {}) } } : {}),
        },
      });
    } catch {
      setErrors({ form: t('form.errors.storage') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <PhotoPicker photos={photos} max={DELIVERY_PROOF_LIMITS.photos} error={errors.photos} onChange={choosePhotos} />
        <Radio.Group label={t('delivered.receiver')} value={receiver} onChange={(value) => setReceiver(value as typeof receiver)}>
          <Stack gap="xs" mt={4}>
            <Radio value="signed" label={t('delivered.signed')} />
            <Radio value="leftOnSite" label={t('delivered.leftOnSite')} />
          </Stack>
        </Radio.Group>
        {!leftOnSite && (
          <>
            <TextInput label={t('delivered.receivedBy')} value={receivedBy} onChange={(e) => setReceivedBy(e.currentTarget.value)} maxLength={DELIVERY_PROOF_LIMITS.receivedBy} error={errors.receivedBy} autoComplete="off" required />
            <SignatureField ref={signature} error={errors.signature} onChange={(empty) => setSigned(!empty)} />
          </>
        )}
        {pallets > 0 && (
          <NumberInput
            label={t('delivered.palletsReturned')}
            description={t('delivered.palletsHint', { count: pallets })}
            value={palletsReturned}
            onChange={setPalletsReturned}
            min={0}
            max={pallets}
            allowDecimal={false}
            allowNegative={false}
            error={errors.pallets}
          />
        )}
        {balanceCents > 0 && (
          <>
            <Radio.Group
              label={t('delivered.payment', { amount: money(due) })}
              value={payment}
              // Chosen as paid: the amount shows what is left to collect (after the pallets returned) until the driver types another.
              onChange={(value) => setPayment(value as Payment)}
            >
              <Stack gap="xs" mt={4}>
                <Radio value="none" label={t('delivered.paymentNone')} />
                {COLLECTED_METHODS.map((method) => (
                  <Radio key={method} value={method} label={tOrders(`payments.method.${method}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {payment !== 'none' && (
              <MoneyInput label={t('delivered.amount')} value={amount} onChange={(e) => setTypedAmountText(e.currentTarget.value)} error={errors.amount} autoComplete="off" required />
            )}
            {payment === 'CHECK' && (
              <TextInput label={t('delivered.checkNumber')} value={checkNumber} onChange={(e) => setCheckNumber(e.currentTarget.value)} maxLength={PAYMENT_LIMITS.reference} autoComplete="off" />
            )}
          </>
        )}
        <Textarea label={t('delivered.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={DELIVERY_PROOF_LIMITS.note} autosize minRows={2} />
        <LocationField onChange={setPosition} />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('delivered.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
