// /admin/business (admins): the business's facts the whole site shows. One form, saved at once;
// the server validates, audits and version-checks it, then rebuilds every public page.
import type { ReactNode } from 'react';
import { PhotoUpload } from '../photos/PhotoUpload';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';
import { trpc } from '@/lib/trpc';
import {
  ABOUT_FIGURE_KEYS,
  WEEK_DAYS,
  basisPointsToPercent,
  parseCoordinate,
  percentToBasisPoints,
  type WeekDay,
  type WeekHours,
} from '@/domain/business-facts';
import { parseWholeNumber } from '@/domain/whole-number';
import { Loaded } from '../shared/Loaded';
import { useSavedForm } from '../shared/use-saved-form';
import { notifyError, notifySuccess } from '../notify';
import { BusinessChecklist } from './BusinessChecklist';
import { PaymentRulesPanel } from './PaymentRulesForm';

type Settings = inferRouterOutputs<AppRouter>['admin']['business']['get'];

const toForm = (s: Settings) => ({
  name: s.name ?? '',
  phone: s.phone ?? '',
  email: s.email ?? '',
  street: s.street ?? '',
  city: s.city ?? '',
  region: s.region,
  postalCode: s.postalCode ?? '',
  latitude: s.latitude === null ? '' : String(s.latitude),
  longitude: s.longitude === null ? '' : String(s.longitude),
  hours: Object.fromEntries(WEEK_DAYS.map((day) => [day, { open: s.hours[day] !== null, opens: s.hours[day]?.opens ?? '08:00', closes: s.hours[day]?.closes ?? '17:00' }])) as Record<
    WeekDay,
    { open: boolean; opens: string; closes: string }
  >,
  hoursNoteEn: s.hoursNoteEn,
  hoursNoteEs: s.hoursNoteEs,
  founder: s.founder ?? '',
  foundedYear: String(s.foundedYear),
  serviceRadiusMiles: String(s.serviceRadiusMiles),
  aboutFigures: { ...s.aboutFigures },
  facebookUrl: s.facebookUrl ?? '',
  instagramUrl: s.instagramUrl ?? '',
  mapUrl: s.mapUrl ?? '',
  taxRate: basisPointsToPercent(s.taxRateBasisPoints),
});

type Form = ReturnType<typeof toForm>;

/** A titled part of the form. */
function Section({ name, children }: { name: 'contact' | 'address' | 'hours' | 'story' | 'links' | 'quotes'; children: ReactNode }) {
  const { t } = useTranslation('business');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`business-${name}`}>
      <Title order={2} size="h3" id={`business-${name}`} mb="sm">
        {t(`sections.${name}`)}
      </Title>
      {children}
    </Paper>
  );
}

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const { t } = useTranslation('business');
  const { form, setForm, set, dirty } = useSavedForm(() => toForm(settings), settings.version);
  const setDay = (day: WeekDay, patch: Partial<Form['hours'][WeekDay]>) => setForm((f) => ({ ...f, hours: { ...f.hours, [day]: { ...f.hours[day], ...patch } } }));
  const save = trpc.admin.business.update.useMutation({
    onSuccess: () => {
      notifySuccess(t('saved'));
      onSaved();
    },
    onError: (error) => notifyError(t('saveFailed'), error),
  });

  const taxRate = percentToBasisPoints(form.taxRate);
  const latitude = parseCoordinate(form.latitude);
  const longitude = parseCoordinate(form.longitude);
  const foundedYear = parseWholeNumber(form.foundedYear, 4);
  const radius = parseWholeNumber(form.serviceRadiusMiles, 4);
  const valid = taxRate !== null && !Number.isNaN(latitude) && !Number.isNaN(longitude) && foundedYear !== null && radius !== null;
  const text = (field: keyof Form, label: string, extra: { description?: string; required?: boolean; maxLength?: number; type?: string; lang?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' } = {}) => (
    <TextInput label={label} value={form[field] as string} onChange={(e) => set({ [field]: e.currentTarget.value } as Partial<Form>)} {...extra} />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        const hours = Object.fromEntries(WEEK_DAYS.map((day) => [day, form.hours[day].open ? { opens: form.hours[day].opens, closes: form.hours[day].closes } : null])) as WeekHours;
        save.mutate({
          version: settings.version,
          name: form.name,
          phone: form.phone,
          email: form.email,
          street: form.street,
          city: form.city,
          region: form.region.trim().toUpperCase(),
          postalCode: form.postalCode,
          latitude,
          longitude,
          hours,
          hoursNoteEn: form.hoursNoteEn,
          hoursNoteEs: form.hoursNoteEs,
          founder: form.founder,
          foundedYear: foundedYear!,
          serviceRadiusMiles: radius!,
          aboutFigures: form.aboutFigures,
          facebookUrl: form.facebookUrl,
          instagramUrl: form.instagramUrl,
          mapUrl: form.mapUrl,
          taxRateBasisPoints: taxRate!,
        });
      }}
    >
      <Stack>
        <Section name="contact">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('name', t('fields.name'), { required: true, maxLength: 80 })}
            {text('phone', t('fields.phone'), { maxLength: 20, type: 'tel', inputMode: 'tel' })}
            {text('email', t('fields.email'), { maxLength: 254, type: 'email', inputMode: 'email' })}
          </SimpleGrid>
        </Section>

        <Section name="address">
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            {text('street', t('fields.street'), { maxLength: 120 })}
            {text('city', t('fields.city'), { maxLength: 80 })}
            {text('region', t('fields.region'), { maxLength: 2, required: true })}
            {text('postalCode', t('fields.postalCode'), { maxLength: 5, inputMode: 'numeric' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput
              label={t('fields.latitude')}
              description={t('fields.coordinatesHint')}
              value={form.latitude}
              onChange={(e) => set({ latitude: e.currentTarget.value })}
              error={Number.isNaN(latitude) ? t('validation.latitude') : undefined}
              inputMode="decimal"
            />
            <TextInput
              label={t('fields.longitude')}
              description={t('fields.coordinatesHint')}
              value={form.longitude}
              onChange={(e) => set({ longitude: e.currentTarget.value })}
              error={Number.isNaN(longitude) ? t('validation.longitude') : undefined}
              inputMode="decimal"
            />
          </SimpleGrid>
        </Section>

        <Section name="hours">
          <Stack gap="xs">
            {WEEK_DAYS.map((day) => {
              const dayName = t(`common:hours.days.${day}`);
              return (
                <Group key={day} gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={dayName}>
                  <Text w={48} fw={600}>
                    {dayName}
                  </Text>
                  <Checkbox label={t('fields.open')} checked={form.hours[day].open} onChange={(e) => setDay(day, { open: e.currentTarget.checked })} mb={8} />
                  <TextInput
                    type="time"
                    label={t('fields.opens')}
                    aria-label={`${dayName}: ${t('fields.opens')}`}
                    value={form.hours[day].opens}
                    onChange={(e) => setDay(day, { opens: e.currentTarget.value })}
                    disabled={!form.hours[day].open}
                    w={130}
                  />
                  <TextInput
                    type="time"
                    label={t('fields.closes')}
                    aria-label={`${dayName}: ${t('fields.closes')}`}
                    value={form.hours[day].closes}
                    onChange={(e) => setDay(day, { closes: e.currentTarget.value })}
                    disabled={!form.hours[day].open}
                    error={form.hours[day].open && form.hours[day].closes <= form.hours[day].opens ? t('validation.closesBeforeOpens') : undefined}
                    w={130}
                  />
                </Group>
              );
            })}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            {text('hoursNoteEn', t('fields.hoursNoteEn'), { description: t('fields.hoursNoteHint'), maxLength: 200 })}
            {text('hoursNoteEs', t('fields.hoursNoteEs'), { description: t('fields.hoursNoteHint'), maxLength: 200, lang: 'es' })}
          </SimpleGrid>
        </Section>

        <Section name="story">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('founder', t('fields.founder'), { description: t('fields.founderHint'), maxLength: 80 })}
            <TextInput
              label={t('fields.foundedYear')}
              value={form.foundedYear}
              onChange={(e) => set({ foundedYear: e.currentTarget.value })}
              error={foundedYear === null ? t('validation.year') : undefined}
              inputMode="numeric"
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm">
            {ABOUT_FIGURE_KEYS.map((key) => (
              <TextInput
                key={key}
                label={t(`fields.figures.${key}`)}
                value={form.aboutFigures[key]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setForm((f) => ({ ...f, aboutFigures: { ...f.aboutFigures, [key]: value } }));
                }}
                maxLength={12}
                required
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section name="links">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('facebookUrl', t('fields.facebook'), { description: t('fields.linkHint'), maxLength: 500, type: 'url', inputMode: 'url' })}
            {text('instagramUrl', t('fields.instagram'), { description: t('fields.linkHint'), maxLength: 500, type: 'url', inputMode: 'url' })}
            {text('mapUrl', t('fields.map'), { description: t('fields.mapHint'), maxLength: 500, type: 'url', inputMode: 'url' })}
          </SimpleGrid>
        </Section>

        <Section name="quotes">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.taxRate')}
              description={t('fields.taxRateHint')}
              value={form.taxRate}
              onChange={(e) => set({ taxRate: e.currentTarget.value })}
              error={taxRate === null ? t('validation.taxRate') : undefined}
              inputMode="decimal"
              required
            />
            <TextInput
              label={t('fields.serviceRadius')}
              description={t('fields.serviceRadiusHint')}
              value={form.serviceRadiusMiles}
              onChange={(e) => set({ serviceRadiusMiles: e.currentTarget.value })}
              error={radius === null ? t('validation.radius') : undefined}
              inputMode="numeric"
              required
            />
          </SimpleGrid>
        </Section>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!dirty || !valid}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BusinessSettingsScreen() {
  const { t } = useTranslation('business');
  const settings = trpc.admin.business.get.useQuery();
  return (
    <Stack>
      <Text>{t('intro')}</Text>
      <Loaded query={settings}>
        {(data) => (
          <>
            <BusinessChecklist missing={data.missing} withLink={false} />
            <SettingsForm settings={data} onSaved={() => void settings.refetch()} />
            <PaymentRulesPanel />
            <PhotoUpload target="storefront" targetId="" title={t('admin:photos.storefrontTitle')} hasPhoto={data.storefrontPhotoId !== null} onUploaded={() => void settings.refetch()} />
          </>
        )}
      </Loaded>
    </Stack>
  );
}
