// Testimonials as staff keep them: the home page's and each area page's. Pick where, then edit
// each one (both languages), hide it or change its order; "Add a testimonial" opens an empty card.
// Saving rebuilds the page that shows it.
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import { Loaded } from '../shared/Loaded';
import { notifyError, notifySuccess } from '../notify';
import { HOME, PlacePicker, placeSlug, placeValue, type Place } from './PlacePicker';

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

type Form = ReturnType<typeof toForm>;

function TestimonialCard({ item, places, place, nextOrder, onSaved }: { item: Testimonial | null; places: Place[]; place: string; nextOrder: number; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<Form>(() => toForm(item, place, nextOrder));
  const [readVersion, setReadVersion] = useState(item?.version);
  if (item && readVersion !== item.version) {
    setReadVersion(item.version);
    setForm(toForm(item, place, nextOrder));
  }
  const handlers = {
    onSuccess: () => {
      notifySuccess(t('showcase.testimonials.saved', { name: form.name }));
      onSaved();
    },
    onError: (error: { message: string }) => notifyError(t('showcase.testimonials.saveFailed'), error),
  };
  const create = trpc.admin.testimonials.create.useMutation(handlers);
  const update = trpc.admin.testimonials.update.useMutation(handlers);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const sortOrder = /^\d{1,5}$/.test(form.sortOrder.trim()) ? Number(form.sortOrder.trim()) : null;
  const dirty = !item || JSON.stringify(form) !== JSON.stringify(toForm(item, place, nextOrder));
  const headingId = `testimonial-${item?.id ?? 'new'}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (sortOrder === null) return;
          const fields = {
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
          };
          if (item) update.mutate({ id: item.id, version: item.version, ...fields });
          else create.mutate(fields);
        }}
      >
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id={headingId}>
            {item ? item.name : t('showcase.testimonials.new')}
          </Title>
          {item?.hidden && <Badge color="gray">{t('showcase.hiddenBadge')}</Badge>}
        </Group>
        <Stack gap="sm">
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
            <TextInput
              label={t('showcase.sortOrder')}
              description={t('showcase.sortOrderHint')}
              value={form.sortOrder}
              onChange={(e) => set({ sortOrder: e.currentTarget.value })}
              error={sortOrder === null ? t('areas.errors.sortOrder') : undefined}
              inputMode="numeric"
            />
            <Checkbox label={t('showcase.hidden')} checked={form.hidden} onChange={(e) => set({ hidden: e.currentTarget.checked })} mt="lg" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t('showcase.testimonials.fields.textEn')} value={form.textEn} onChange={(e) => set({ textEn: e.currentTarget.value })} required autosize minRows={2} maxLength={1000} />
            <Textarea label={t('showcase.testimonials.fields.textEs')} value={form.textEs} onChange={(e) => set({ textEs: e.currentTarget.value })} required autosize minRows={2} maxLength={1000} lang="es" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending || update.isPending} disabled={!dirty || sortOrder === null}>
              {item ? t('showcase.testimonials.save', { name: item.name }) : t('showcase.testimonials.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function TestimonialsScreen() {
  const { t } = useTranslation('admin');
  const list = trpc.admin.testimonials.list.useQuery();
  const [place, setPlace] = useState(HOME);
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <Text>{t('showcase.testimonials.intro')}</Text>
      <Loaded query={list}>
        {({ testimonials, places }) => {
          const shown = testimonials.filter((item) => placeValue(item.areaSlug) === place);
          const nextOrder = Math.max(0, ...shown.map((item) => item.sortOrder)) + 10;
          const saved = () => {
            setAdding(false);
            void list.refetch();
          };
          return (
            <>
              <Group align="flex-end">
                <PlacePicker label={t('showcase.filter')} places={places} value={place} onChange={setPlace} />
                {!adding && <Button onClick={() => setAdding(true)}>{t('showcase.testimonials.add')}</Button>}
              </Group>
              {adding && <TestimonialCard key={`new-${place}`} item={null} places={places} place={place} nextOrder={nextOrder} onSaved={saved} />}
              {shown.length === 0 && <Text>{t('showcase.testimonials.none')}</Text>}
              {shown.map((item) => (
                <TestimonialCard key={item.id} item={item} places={places} place={place} nextOrder={nextOrder} onSaved={saved} />
              ))}
            </>
          );
        }}
      </Loaded>
    </Stack>
  );
}
