// Testimonials as staff keep them: the home page's and each area page's. Pick where, then edit
// each one (both languages), hide it or change its order; "Add a testimonial" opens an empty card.
// Saving rebuilds the page that shows it.
import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import { useSavedForm } from '../shared/use-saved-form';
import { PlacePicker, placeSlug, placeValue } from './PlacePicker';
import { formSortOrder, OrderFields, ShowcaseCard, ShowcaseScreen, useShowcaseSave, type CardContext } from './ShowcaseFrame';

type Testimonial = inferRouterOutputs<AppRouter>['admin']['testimonials']['list']['testimonials'][number];

const RATINGS = ['5', '4', '3', '2', '1'];

const toForm = (item: Testimonial | null, place: string, nextOrder: number) => ({
  place: item ? placeValue(item.areaSlug) : place,
  name: item?.name ?? '',
  location: item?.location ?? '',
  rating: String(item?.rating ?? 5),
  textEn: item?.textEn ?? '',
  textEs: item?.textEs ?? '',
  projectTypeEn: item?.projectTypeEn ?? '',
  projectTypeEs: item?.projectTypeEs ?? '',
  sortOrder: String(item?.sortOrder ?? nextOrder),
  hidden: item?.hidden ?? false,
});

function TestimonialCard({ item, places, place, nextOrder, onSaved }: { item: Testimonial | null } & CardContext) {
  const { t } = useTranslation('admin');
  const { form, set, dirty } = useSavedForm(() => toForm(item, place, nextOrder), item?.version);
  const { save, saving } = useShowcaseSave(
    trpc.admin.testimonials,
    item,
    { saved: () => t('showcase.testimonials.saved', { name: form.name }), failed: t('showcase.testimonials.saveFailed') },
    onSaved,
  );
  const sortOrder = formSortOrder(form);

  return (
    <ShowcaseCard
      kind="testimonials"
      id={item?.id}
      title={item ? item.name : t('showcase.testimonials.new')}
      hidden={item?.hidden ?? false}
      saving={saving}
      canSave={(!item || dirty) && sortOrder !== null}
      saveLabel={item ? t('showcase.testimonials.save', { name: item.name }) : t('showcase.testimonials.create')}
      onSubmit={() => {
        if (sortOrder === null) return;
        save({
          areaSlug: placeSlug(form.place),
          name: form.name,
          location: form.location,
          rating: Number(form.rating),
          textEn: form.textEn,
          textEs: form.textEs,
          projectTypeEn: form.projectTypeEn,
          projectTypeEs: form.projectTypeEs,
          hidden: form.hidden,
          sortOrder,
        });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PlacePicker label={t('showcase.place')} places={places} value={form.place} onChange={(value) => set({ place: value })} />
        <TextInput label={t('showcase.testimonials.fields.name')} value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} required maxLength={80} />
        <TextInput label={t('showcase.testimonials.fields.location')} value={form.location} onChange={(e) => set({ location: e.currentTarget.value })} maxLength={80} />
        <Select
          label={t('showcase.testimonials.fields.rating')}
          data={RATINGS.map((r) => ({ value: r, label: t('showcase.testimonials.stars', { count: Number(r) }) }))}
          value={form.rating}
          onChange={(v) => set({ rating: v ?? '5' })}
          allowDeselect={false}
        />
        <TextInput label={t('showcase.testimonials.fields.projectTypeEn')} value={form.projectTypeEn} onChange={(e) => set({ projectTypeEn: e.currentTarget.value })} maxLength={80} />
        <TextInput label={t('showcase.testimonials.fields.projectTypeEs')} value={form.projectTypeEs} onChange={(e) => set({ projectTypeEs: e.currentTarget.value })} maxLength={80} lang="es" />
        <OrderFields form={form} set={set} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label={t('showcase.testimonials.fields.textEn')} value={form.textEn} onChange={(e) => set({ textEn: e.currentTarget.value })} required autosize minRows={2} maxLength={1000} />
        <Textarea label={t('showcase.testimonials.fields.textEs')} value={form.textEs} onChange={(e) => set({ textEs: e.currentTarget.value })} required autosize minRows={2} maxLength={1000} lang="es" />
      </SimpleGrid>
    </ShowcaseCard>
  );
}

export function TestimonialsScreen() {
  const list = trpc.admin.testimonials.list.useQuery();
  return <ShowcaseScreen kind="testimonials" query={list} rows={(data) => data.testimonials} card={(item, context) => <TestimonialCard item={item} {...context} />} />;
}
