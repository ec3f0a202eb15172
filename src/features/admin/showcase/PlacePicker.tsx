// Where a gallery project or testimonial is shown: the home page or one area page.
import { Select } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export const HOME = 'home';

export interface Place {
  slug: string;
  name: string;
}

/** The Select's value for a row's area (null: the home page). */
export const placeValue = (areaSlug: string | null) => areaSlug ?? HOME;
export const placeSlug = (value: string | null) => (!value || value === HOME ? null : value);

export function PlacePicker({ places, value, onChange, label }: { places: Place[]; value: string; onChange: (value: string) => void; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <Select
      label={label}
      data={[{ value: HOME, label: t('showcase.home') }, ...places.map((p) => ({ value: p.slug, label: t('showcase.areaPage', { name: p.name }) }))]}
      value={value}
      onChange={(v) => onChange(v ?? HOME)}
      allowDeselect={false}
      maw={360}
    />
  );
}
