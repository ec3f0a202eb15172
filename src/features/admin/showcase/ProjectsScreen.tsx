// Gallery projects as staff keep them: the home page's gallery and each area page's "Recent
// projects". Pick where, then edit each project's card (both languages), hide it or change its
// order; "Add a project" opens an empty card. Saving rebuilds the page that shows it.
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import { Loaded } from '../shared/Loaded';
import { notifyError, notifySuccess } from '../notify';
import { HOME, PlacePicker, placeSlug, placeValue, type Place } from './PlacePicker';
import { PhotoUpload } from '../photos/PhotoUpload';

type Project = inferRouterOutputs<AppRouter>['admin']['projects']['list']['projects'][number];

const CATEGORIES = ['grass', 'rock', 'mulch', 'soil', 'sand'] as const;
const NONE = 'none';

const toForm = (p: Project | null, place: string, nextOrder: number) => ({
  place: p ? placeValue(p.areaSlug) : place,
  category: p?.categoryKey ?? NONE,
  titleEn: p?.titleEn ?? '',
  titleEs: p?.titleEs ?? '',
  descriptionEn: p?.descriptionEn ?? '',
  descriptionEs: p?.descriptionEs ?? '',
  location: p?.location ?? '',
  typeEn: p?.typeEn ?? '',
  typeEs: p?.typeEs ?? '',
  sizeEn: p?.sizeEn ?? '',
  sizeEs: p?.sizeEs ?? '',
  completedMonth: p?.completedMonth ?? '',
  sortOrder: String(p?.sortOrder ?? nextOrder),
  hidden: p?.hidden ?? false,
});

type Form = ReturnType<typeof toForm>;

function ProjectCard({ project, places, place, nextOrder, onSaved }: { project: Project | null; places: Place[]; place: string; nextOrder: number; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<Form>(() => toForm(project, place, nextOrder));
  const [readVersion, setReadVersion] = useState(project?.version);
  if (project && readVersion !== project.version) {
    setReadVersion(project.version);
    setForm(toForm(project, place, nextOrder));
  }
  const handlers = {
    onSuccess: () => {
      notifySuccess(t('showcase.projects.saved', { title: form.titleEn }));
      onSaved();
    },
    onError: (error: { message: string }) => notifyError(t('showcase.projects.saveFailed'), error),
  };
  const create = trpc.admin.projects.create.useMutation(handlers);
  const update = trpc.admin.projects.update.useMutation(handlers);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const sortOrder = /^\d{1,5}$/.test(form.sortOrder.trim()) ? Number(form.sortOrder.trim()) : null;
  const dirty = !project || JSON.stringify(form) !== JSON.stringify(toForm(project, place, nextOrder));
  const headingId = `project-${project?.id ?? 'new'}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (sortOrder === null) return;
          const fields = {
            areaSlug: placeSlug(form.place),
            categoryKey: form.category === NONE ? null : form.category,
            titleEn: form.titleEn,
            titleEs: form.titleEs,
            descriptionEn: form.descriptionEn,
            descriptionEs: form.descriptionEs,
            location: form.location,
            typeEn: form.typeEn,
            typeEs: form.typeEs,
            sizeEn: form.sizeEn,
            sizeEs: form.sizeEs,
            completedMonth: form.completedMonth,
            hidden: form.hidden,
            sortOrder,
          };
          if (project) update.mutate({ id: project.id, version: project.version, ...fields });
          else create.mutate(fields);
        }}
      >
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id={headingId}>
            {project ? project.titleEn : t('showcase.projects.new')}
          </Title>
          {project?.hidden && <Badge color="gray">{t('showcase.hiddenBadge')}</Badge>}
        </Group>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PlacePicker label={t('showcase.place')} places={places} value={form.place} onChange={(value) => set({ place: value })} />
            <Select
              label={t('showcase.projects.fields.category')}
              data={[{ value: NONE, label: t('showcase.projects.noCategory') }, ...CATEGORIES.map((c) => ({ value: c, label: t(`showcase.categories.${c}`) }))]}
              value={form.category}
              onChange={(v) => set({ category: v ?? NONE })}
              allowDeselect={false}
            />
            <TextInput label={t('showcase.projects.fields.location')} value={form.location} onChange={(e) => set({ location: e.currentTarget.value })} maxLength={80} />
            <TextInput label={t('showcase.projects.fields.titleEn')} value={form.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} required maxLength={120} />
            <TextInput label={t('showcase.projects.fields.titleEs')} value={form.titleEs} onChange={(e) => set({ titleEs: e.currentTarget.value })} required maxLength={120} lang="es" />
            <TextInput
              label={t('showcase.projects.fields.completedMonth')}
              description={t('showcase.projects.fields.completedMonthHint')}
              value={form.completedMonth}
              onChange={(e) => set({ completedMonth: e.currentTarget.value })}
              maxLength={7}
            />
            <TextInput label={t('showcase.projects.fields.typeEn')} value={form.typeEn} onChange={(e) => set({ typeEn: e.currentTarget.value })} maxLength={80} />
            <TextInput label={t('showcase.projects.fields.typeEs')} value={form.typeEs} onChange={(e) => set({ typeEs: e.currentTarget.value })} maxLength={80} lang="es" />
            <TextInput
              label={t('showcase.sortOrder')}
              description={t('showcase.sortOrderHint')}
              value={form.sortOrder}
              onChange={(e) => set({ sortOrder: e.currentTarget.value })}
              error={sortOrder === null ? t('areas.errors.sortOrder') : undefined}
              inputMode="numeric"
            />
            <TextInput label={t('showcase.projects.fields.sizeEn')} value={form.sizeEn} onChange={(e) => set({ sizeEn: e.currentTarget.value })} maxLength={40} />
            <TextInput label={t('showcase.projects.fields.sizeEs')} value={form.sizeEs} onChange={(e) => set({ sizeEs: e.currentTarget.value })} maxLength={40} lang="es" />
            <Checkbox label={t('showcase.hidden')} checked={form.hidden} onChange={(e) => set({ hidden: e.currentTarget.checked })} mt="lg" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t('showcase.projects.fields.descriptionEn')} value={form.descriptionEn} onChange={(e) => set({ descriptionEn: e.currentTarget.value })} autosize minRows={2} maxLength={1000} />
            <Textarea label={t('showcase.projects.fields.descriptionEs')} value={form.descriptionEs} onChange={(e) => set({ descriptionEs: e.currentTarget.value })} autosize minRows={2} maxLength={1000} lang="es" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending || update.isPending} disabled={!dirty || sortOrder === null}>
              {project ? t('showcase.projects.save', { title: project.titleEn }) : t('showcase.projects.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {project && (
        <Stack mt="sm">
          <PhotoUpload target="project" targetId={project.id} hasPhoto={project.photoId !== null} onUploaded={onSaved} />
        </Stack>
      )}
    </Paper>
  );
}

export function ProjectsScreen() {
  const { t } = useTranslation('admin');
  const list = trpc.admin.projects.list.useQuery();
  const [place, setPlace] = useState(HOME);
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <Text>{t('showcase.projects.intro')}</Text>
      <Loaded query={list}>
        {({ projects, places }) => {
          const shown = projects.filter((p) => placeValue(p.areaSlug) === place);
          const nextOrder = Math.max(0, ...shown.map((p) => p.sortOrder)) + 10;
          const saved = () => {
            setAdding(false);
            void list.refetch();
          };
          return (
            <>
              <Group align="flex-end">
                <PlacePicker label={t('showcase.filter')} places={places} value={place} onChange={setPlace} />
                {!adding && <Button onClick={() => setAdding(true)}>{t('showcase.projects.add')}</Button>}
              </Group>
              {adding && <ProjectCard key={`new-${place}`} project={null} places={places} place={place} nextOrder={nextOrder} onSaved={saved} />}
              {shown.length === 0 && <Text>{t('showcase.projects.none')}</Text>}
              {shown.map((project) => (
                <ProjectCard key={project.id} project={project} places={places} place={place} nextOrder={nextOrder} onSaved={saved} />
              ))}
            </>
          );
        }}
      </Loaded>
    </Stack>
  );
}
