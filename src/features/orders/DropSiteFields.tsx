// The drop-site questions (issue 46), on the customer's acceptance form and, without the waiver, on
// the staff's caller-quote form: where to drop (radio group), the ground, what may block the truck
// (gate width as a number, checkboxes), a note for the driver, and off pavement the waiver, the
// terms' own text (src/content/legal.ts), accepted by typing one's full name.
import { Checkbox, Fieldset, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { offPavementWaiver } from '@/content/legal';
import { DROP_GROUNDS, DROP_LOCATIONS, DROP_SITE_LIMITS, isOffPavement, usualGround, type DropGround, type DropLocation } from '@/domain/drop-site';

export interface DropSiteValues {
  location: DropLocation;
  ground: DropGround;
  note: string;
  /** As typed; empty: no gate. */
  gateWidthInches: number | '';
  overheadObstacles: boolean;
  softGround: boolean;
  waiverName: string;
}

export const emptyDropSite = (from?: Partial<Omit<DropSiteValues, 'gateWidthInches'>> & { gateWidthInches?: number | null }): DropSiteValues => ({
  location: from?.location ?? 'DRIVEWAY',
  ground: from?.ground ?? 'PAVED',
  note: from?.note ?? '',
  gateWidthInches: from?.gateWidthInches ?? '',
  overheadObstacles: from?.overheadObstacles ?? false,
  softGround: from?.softGround ?? false,
  waiverName: '',
});

/** What the form sends: the gate's width as a number or null, the name only off pavement. */
export function dropSiteToSend(values: DropSiteValues) {
  return {
    ...values,
    gateWidthInches: values.gateWidthInches === '' ? null : values.gateWidthInches,
    waiverName: isOffPavement(values.location) ? values.waiverName : '',
  };
}

interface Props {
  lang: Lang;
  values: DropSiteValues;
  onChange: (values: DropSiteValues) => void;
  /** The customer's form asks for the waiver; staff taking a call cannot accept it for the caller. */
  withWaiver: boolean;
}

export function DropSiteFields({ lang, values, onChange, withWaiver }: Props) {
  const { t } = useTranslation('orders');
  const set = <K extends keyof DropSiteValues>(name: K, value: DropSiteValues[K]) => onChange({ ...values, [name]: value });
  const offPavement = isOffPavement(values.location);
  // A ground left as the old spot's usual one follows the spot (the lawn is not "paved").
  const moveTo = (location: DropLocation) =>
    onChange({ ...values, location, ground: values.ground === usualGround(values.location) ? usualGround(location) : values.ground });
  const legend = (text: string) => (
    <Text span fw={700}>
      {text}
    </Text>
  );
  return (
    <Fieldset legend={legend(t('dropSite.heading'))} variant="unstyled" mt="md" data-testid="drop-site-fields">
      <Text size="sm" mb="xs">
        {t('dropSite.intro')}
      </Text>
      <Stack gap="md">
        <Radio.Group label={t('dropSite.location')} description={withWaiver ? t('dropSite.offPavementHint') : undefined} value={values.location} onChange={(value) => moveTo(value as DropLocation)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {DROP_LOCATIONS.map((location) => (
              <Radio key={location} value={location} label={t(`dropSite.locations.${location}`)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Select
          label={t('dropSite.ground')}
          data={DROP_GROUNDS.map((ground) => ({ value: ground, label: t(`dropSite.grounds.${ground}`) }))}
          value={values.ground}
          allowDeselect={false}
          onChange={(value) => value && set('ground', value as DropGround)}
        />
        <Fieldset legend={legend(t('dropSite.access'))} variant="unstyled">
          <Stack gap="xs">
            <NumberInput
              label={t('dropSite.gateWidth')}
              description={t('dropSite.gateWidthHint')}
              min={DROP_SITE_LIMITS.gateMinInches}
              max={DROP_SITE_LIMITS.gateMaxInches}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={values.gateWidthInches}
              onChange={(value) => set('gateWidthInches', typeof value === 'number' ? value : '')}
            />
            <Checkbox label={t('dropSite.overhead')} checked={values.overheadObstacles} onChange={(e) => set('overheadObstacles', e.currentTarget.checked)} />
            <Checkbox label={t('dropSite.softGround')} checked={values.softGround} onChange={(e) => set('softGround', e.currentTarget.checked)} />
          </Stack>
        </Fieldset>
        <Textarea label={t('dropSite.note')} description={t('dropSite.noteHint')} autosize minRows={2} maxLength={DROP_SITE_LIMITS.note} value={values.note} onChange={(e) => set('note', e.currentTarget.value)} />
        {withWaiver && <Text size="sm">{t('dropSite.photo.later')}</Text>}
        {withWaiver && (
          <section aria-labelledby="drop-site-waiver" data-testid="drop-site-waiver">
            <Text id="drop-site-waiver" fw={700} size="sm">
              {t('dropSite.waiverHeading')}
            </Text>
            {offPavement ? (
              <Stack gap="xs" mt={4}>
                {offPavementWaiver.paragraphs[lang].map((paragraph) => (
                  <Text key={paragraph} size="sm">
                    {paragraph}
                  </Text>
                ))}
                <TextInput
                  required
                  autoComplete="name"
                  label={t('dropSite.waiverName')}
                  description={t('dropSite.waiverNameHint')}
                  maxLength={DROP_SITE_LIMITS.waiverNameMax}
                  value={values.waiverName}
                  onChange={(e) => set('waiverName', e.currentTarget.value)}
                />
              </Stack>
            ) : (
              <Text size="sm">{t('dropSite.waiverNotNeeded')}</Text>
            )}
          </section>
        )}
      </Stack>
    </Fieldset>
  );
}
