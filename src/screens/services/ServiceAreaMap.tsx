import { useState } from 'react';
import Link from 'next/link';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { MapPin } from '@/lib/screen-data/services';
import { formatCents } from '@/lib/format';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import classes from './ServiceAreaMap.module.css';

const VIEW_W = 400;
const VIEW_H = 300;

/**
 * The service area as a drawing with a pin per town. Pins are real buttons laid over the
 * SVG (so they are in the tab order and work with Enter/Space); nothing is selected at first.
 */
export function ServiceAreaMap({ lang, pins }: { lang: Lang; pins: MapPin[] }) {
  const { t } = useTranslation('catalogue');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = pins.find((a) => a.slug === selectedId) ?? null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <div className={classes.map} role="group" aria-label={t('services.map.label')}>
        <svg viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} aria-hidden focusable="false" className={classes.svg}>
          <rect width={VIEW_W} height={VIEW_H} fill="#e9f3e4" />
          <path d="M20 40 L360 20 L385 150 L370 285 L30 290 L10 160 Z" fill="#d9ead0" stroke="#8aa97d" strokeWidth="2" strokeDasharray="6 4" />
          <ellipse cx="225" cy="70" rx="38" ry="18" fill="#a9cde3" />
          <path d="M150 130 L270 80 M150 130 L250 190 L300 250 M150 130 L60 205 M250 190 L120 255" stroke="#c9b79c" strokeWidth="5" fill="none" strokeLinecap="round" />
          <path d="M275 10 L270 80 L250 190 L240 295" stroke="#b8a07e" strokeWidth="7" fill="none" />
        </svg>
        {pins.map((area) => (
          <button
            key={area.slug}
            type="button"
            className={classes.pin}
            style={{ left: `${(area.x / VIEW_W) * 100}%`, top: `${(area.y / VIEW_H) * 100}%` }}
            aria-pressed={area.slug === selectedId}
            onClick={() => setSelectedId(area.slug)}
          >
            <span className={classes.dot} aria-hidden />
            <span className={classes.pinLabel}>{area.name}</span>
          </button>
        ))}
      </div>
      <Paper withBorder p="lg" radius="md" aria-live="polite">
        {selected ? <AreaDetails lang={lang} area={selected} /> : <Text>{t('services.map.prompt')}</Text>}
      </Paper>
    </SimpleGrid>
  );
}

function AreaDetails({ lang, area }: { lang: Lang; area: MapPin }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="sm">
      <Title order={3}>{area.name}</Title>
      <Text>
        <strong>{t('services.map.deliveryTime')}:</strong> {area.deliveryTime}
      </Text>
      <Text>
        <strong>{t('services.map.minOrder')}:</strong>{' '}
        {area.minimumOrderCents === null ? t('services.map.minOrderCall') : formatCents(area.minimumOrderCents, lang)}
      </Text>
      {area.population !== null && (
        <Text>
          <strong>{t('services.map.population')}:</strong> {new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US').format(area.population)}
        </Text>
      )}
      <div>
        <Text fw={700}>{t('services.map.specialties')}:</Text>
        <Group gap={6} mt={4}>
          {area.specialties.map((s) => (
            <Badge key={s} variant="outline" color="turf.8" tt="none">
              {s}
            </Badge>
          ))}
        </Group>
      </div>
      <Group mt="sm">
        <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false}>
          {t('common:actions.getQuote')}
        </Button>
        <Button component={Link} prefetch={false} href={pathFor(lang, 'areaDetail', { area: area.slug })} locale={false} variant="subtle">
          {t('services.map.areaPage', { name: area.name })}
        </Button>
      </Group>
    </Stack>
  );
}
