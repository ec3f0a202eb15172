// Gallery projects as staff keep them: the home page's gallery and each area page's "Recent
// projects". Pick where, then edit each project's card (both languages), hide it or change its
// order; "Add a project" opens an empty card. Saving rebuilds the page that shows it.
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import { useSavedForm } from '../shared/use-saved-form';
import { PlacePicker, placeSlug, placeValue } from './PlacePicker';
import { formSortOrder, OrderFields, ShowcaseCard, ShowcaseScreen, useShowcaseSave, type CardContext } from './ShowcaseFrame';
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

function ProjectCard({ project, places, place, nextOrder, onSaved }: { project: Project | null } & CardContext) {
  const { t } = useTranslation('admin');
  const { form, set, dirty } = useSavedForm(() => toForm(project, place, nextOrder), project?.version);
  const { save, saving } = useShowcaseSave(
    trpc.admin.projects,
    project,
    { saved: () => t('showcase.projects.saved', { title: form.titleEn }), failed: t('showcase.projects.saveFailed') },
    onSaved,
  );
  const sortOrder = formSortOrder(form);

  return (
    <ShowcaseCard
      kind="projects"
      id={project?.id}
      title={project ? project.titleEn : t('showcase.projects.new')}
      hidden={project?.hidden ?? false}
      saving={saving}
      canSave={(!project || dirty) && sortOrder !== null}
      saveLabel={project ? t('showcase.projects.save', { title: project.titleEn }) : t('showcase.projects.create')}
      onSubmit={() => {
        if (sortOrder === null) return;
        save({
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
        });
      }}
      after={
        project && (
          <Stack mt="sm">
            <PhotoUpload target="project" targetId={project.id} hasPhoto={project.photoId !== null} onUploaded={onSaved} />
          </Stack>
        )
      }
    >
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
        <TextInput label={t('showcase.projects.fields.sizeEn')} value={form.sizeEn} onChange={(e) => set({ sizeEn: e.currentTarget.value })} maxLength={40} />
        <TextInput label={t('showcase.projects.fields.sizeEs')} value={form.sizeEs} onChange={(e) => set({ sizeEs: e.currentTarget.value })} maxLength={40} lang="es" />
        <OrderFields form={form} set={set} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label={t('showcase.projects.fields.descriptionEn')} value={form.descriptionEn} onChange={(e) => set({ descriptionEn: e.currentTarget.value })} autosize minRows={2} maxLength={1000} />
        <Textarea label={t('showcase.projects.fields.descriptionEs')} value={form.descriptionEs} onChange={(e) => set({ descriptionEs: e.currentTarget.value })} autosize minRows={2} maxLength={1000} lang="es" />
      </SimpleGrid>
    </ShowcaseCard>
  );
}

export function ProjectsScreen() {
  const list = trpc.admin.projects.list.useQuery();
  return <ShowcaseScreen kind="projects" query={list} rows={(data) => data.projects} card={(project, context) => <ProjectCard project={project} {...context} />} />;
}
