import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ageParts, isOverdue } from '@/domain/admin-follow-up';

/** How long ago something arrived; overdue ones (waiting past the 24-hour promise) stand out. */
export function Age({ createdAt, now, waiting }: { createdAt: Date; now: Date; waiting: boolean }) {
  const { t } = useTranslation('admin');
  const { unit, count } = ageParts(createdAt, now);
  const label = t(`age.${unit}`, { count });
  return isOverdue(waiting, createdAt, now) ? (
    <Badge color="red" variant="filled" title={t('age.overdueHint')}>
      {label} · {t('age.overdue')}
    </Badge>
  ) : (
    <Text size="sm">{label}</Text>
  );
}
