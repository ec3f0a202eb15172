// The status pipeline of a lead, application or quote: one button per status, the current one filled.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Panel } from './Panel';

interface StatusPanelProps {
  statuses: readonly string[];
  current: string;
  onPick: (status: string) => void;
  busy: boolean;
  label: (status: string) => string;
}

export function StatusPanel({ statuses, current, onPick, busy, label }: StatusPanelProps) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('fields.status')}>
      <Group gap="xs" role="group" aria-label={t('filters.status')}>
        {statuses.map((s) => (
          <Button key={s} size="xs" variant={s === current ? 'filled' : 'default'} aria-pressed={s === current} disabled={busy || s === current} onClick={() => onPick(s)}>
            {label(s)}
          </Button>
        ))}
      </Group>
    </Panel>
  );
}
