// "Could not deliver" (issue 46): why (site blocked, nobody there, refused), a note and, if the
// driver ticks it, the phone's location; the order goes back to the office to reschedule.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { DELIVERY_PROOF_LIMITS } from '@/domain/delivery-actions';
import { NotDeliveredReason } from '@/domain/enums';
import { LocationField, type Position } from './LocationField';
import { useFocusFirstError } from './focus-first-error';

export interface NotDeliveredInput {
  reason: NotDeliveredReason;
  note?: string;
  latitude?: number;
  longitude?: number;
}

export function NotDeliveredForm({ onSave, onCancel }: { onSave: (input: NotDeliveredInput) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('driver');
  const { t: tOrders } = useTranslation('orders');
  const [reason, setReason] = useState<NotDeliveredReason | null>(null);
  const [note, setNote] = useState('');
  const [position, setPosition] = useState<Position | null>(null);
  const [error, setError] = useState<{ field: 'reason' | 'form'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const { form, refused } = useFocusFirstError();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError({ field: 'reason', message: tOrders('driverActions.errors.reasonNeeded') });
      return refused();
    }
    setError(null);
    setSaving(true);
    try {
      await onSave({ reason, ...(note.trim() ? { note: note.trim() } : {}), ...(position ?? {}) });
    } catch {
      setError({ field: 'form', message: t('form.errors.storage') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Radio.Group label={t('notDelivered.reason')} value={reason ?? ''} onChange={(value) => setReason(value as NotDeliveredReason)} error={error?.field === 'reason' ? error.message : undefined} required>
          <Stack gap="xs" mt={4}>
            {Object.values(NotDeliveredReason).map((value) => (
              <Radio key={value} value={value} label={t(`reasons.${value}`)} aria-invalid={error?.field === 'reason'} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t('notDelivered.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={DELIVERY_PROOF_LIMITS.note} autosize minRows={2} />
        <LocationField onChange={setPosition} />
        {error?.field === 'form' && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" color="red" loading={saving}>
            {t('notDelivered.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
