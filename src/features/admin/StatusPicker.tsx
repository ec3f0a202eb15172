import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

/** The status pipeline as buttons; the current one is filled. */
export function StatusPicker({ statuses, current, onPick, busy, label }: { statuses: readonly string[]; current: string; onPick: (s: string) => void; busy: boolean; label: (s: string) => string }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs" role="group" aria-label={t('filters.status')}>
      {statuses.map((s) => (
        <Button key={s} size="xs" variant={s === current ? 'filled' : 'default'} aria-pressed={s === current} disabled={busy || s === current} onClick={() => onPick(s)}>
          {label(s)}
        </Button>
      ))}
    </Group>
  );
}
