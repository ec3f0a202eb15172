// "Share my location" (issue 46): the phone is asked for its position only once the driver ticks
// the box, and the action is saved with or without it.
import { useRef, useState } from 'react';
import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Six decimals (about 10 cm), what the server keeps. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function LocationField({ onChange }: { onChange: (position: Position | null) => void }) {
  const { t } = useTranslation('driver');
  const [state, setState] = useState<{ kind: 'off' | 'finding' | 'failed' } | { kind: 'found'; meters: number }>({ kind: 'off' });
  /** Which tick an answer belongs to: one that arrives after the box was unticked is ignored. */
  const asked = useRef(0);

  function toggle(on: boolean) {
    const ask = ++asked.current;
    onChange(null);
    if (!on) return setState({ kind: 'off' });
    if (!navigator.geolocation) return setState({ kind: 'failed' });
    setState({ kind: 'finding' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ask !== asked.current) return;
        onChange({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
        setState({ kind: 'found', meters: Math.round(coords.accuracy) });
      },
      () => ask === asked.current && setState({ kind: 'failed' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }

  return (
    <div>
      <Checkbox label={t('location.share')} checked={state.kind !== 'off'} onChange={(e) => toggle(e.currentTarget.checked)} />
      <Text size="sm" c="dimmed" role="status" mt={4}>
        {state.kind === 'finding' && t('location.finding')}
        {state.kind === 'found' && t('location.found', { meters: state.meters })}
        {state.kind === 'failed' && t('location.failed')}
      </Text>
    </div>
  );
}
