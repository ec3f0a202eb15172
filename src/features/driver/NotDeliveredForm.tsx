// "Could not deliver" (issue 46): why (site blocked, nobody there, refused), photos of the site if
// the driver takes any (what blocked it), a note and, if the driver ticks it, the phone's
// location; the order goes back to the office to reschedule. The form says the return-trip fee
// the customer will be charged, if any, before the driver saves.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { DELIVERY_PROOF_LIMITS } from '@/domain/delivery-actions';
import { NotDeliveredReason } from '@/domain/enums';
import { shrinkPhoto } from '@/lib/offline-queue/photos';
import { useAdminFormat } from '@/features/admin/format';
import { LocationField, type Position } from './LocationField';
import { PhotoPicker } from './PhotoPicker';
import { useFocusFirstError } from './focus-first-error';

export interface NotDeliveredInput {
  details: {
    reason: NotDeliveredReason;
    note?: string;
    latitude?: number;
    longitude?: number;
  };
  photos: Blob[];
}

export function NotDeliveredForm({ feeCents, onSave, onCancel }: { feeCents: number; onSave: (input: NotDeliveredInput) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('driver');
  const { t: tOrders } = useTranslation('orders');
  const [reason, setReason] = useState<NotDeliveredReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const { money } = useAdminFormat();
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
      await onSave({ details: { reason, ...(note.trim() ? { note: note.trim() } : {}), ...(position ?? {}) }, photos: await Promise.all(photos.map(shrinkPhoto)) });
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
        <PhotoPicker photos={photos} max={DELIVERY_PROOF_LIMITS.photos} onChange={setPhotos} optional />
        <Textarea label={t('notDelivered.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={DELIVERY_PROOF_LIMITS.note} autosize minRows={2} />
        <LocationField onChange={setPosition} />
        {feeCents > 0 && (
          <Alert color="yellow" data-testid="return-trip-fee">
            {t('notDelivered.fee', { amount: money(feeCents) })}
          </Alert>
        )}
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
