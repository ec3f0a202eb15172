import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { gridSizes } from '@/components/image-sizes';
import Link from 'next/link';
import { Badge, Button, Chip, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { filterProjects, galleryCategories } from '@/domain/gallery';
import { pathFor } from '@/routing/routes';
import type { CategoryKey } from '@/content/types';
import type { Lang } from '@/i18n/languages';
import type { GalleryCard } from '@/lib/screen-data/home';
import classes from './home.module.css';

type Filter = CategoryKey | 'all';

const PROJECT_COLS = { base: 1, sm: 2, md: 3 };
const PROJECT_SIZES = gridSizes(PROJECT_COLS, 'lg');

// The dialog (and Mantine's modal machinery) loads with the first project opened, not with the page.
const ProjectDialog = dynamic(() => import('./ProjectDialog'), { ssr: false });

/** Recent projects with a category filter and a detail dialog (closing clears the selection). */
export function ProjectGallery({ lang, projects }: { lang: Lang; projects: GalleryCard[] }) {
  const { t } = useTranslation('home');
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<GalleryCard | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // The card that opened the dialog gets focus back when it closes. (Mantine's own focus return is
  // off: it works only for a dialog that was already mounted when it opened; ours mounts on first use.)
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setSelected(null);
    opener.current?.focus();
  };
  const shown = filterProjects(projects, filter);
  const categoryName = (key: CategoryKey) => t(`common:nav.${key}`);

  return (
    <section aria-labelledby="gallery-title">
      <Title order={2} id="gallery-title" ta="center">
        {t('gallery.title')}
      </Title>
      <Text ta="center" mt="xs" mb="lg">
        {t('gallery.intro')}
      </Text>
      <Chip.Group value={filter} onChange={(v) => setFilter(v as Filter)}>
        <Group justify="center" gap="xs" mb="lg" role="group" aria-label={t('gallery.filterLabel')}>
          <Chip value="all" variant="outline" type="radio">
            {t('gallery.all')}
          </Chip>
          {galleryCategories(projects).map((key) => (
            <Chip key={key} value={key} variant="outline" type="radio">
              {categoryName(key)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={PROJECT_COLS} spacing="lg" aria-live="polite">
        {shown.map((project) => (
          <UnstyledButton
            key={project.slug}
            className={classes.projectCard}
            onClick={(event) => {
              opener.current = event.currentTarget;
              setDialogLoaded(true);
              setSelected(project);
            }}
            aria-haspopup="dialog"
          >
            <div className={classes.projectImage}>
              <ResponsiveImage src={project.photo ?? project.image} alt="" fill sizes={PROJECT_SIZES} />
            </div>
            <Stack gap={4} p="md">
              {project.category && (
                <Badge variant="outline" color="soil.8" tt="none" w="fit-content">
                  {categoryName(project.category)}
                </Badge>
              )}
              <Text fw={700}>{project.title}</Text>
              <Text size="sm" c="gray.7">
                {project.location}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false}>
          {t('common:actions.getFreeQuote')}
        </Button>
        <Button component={Link} prefetch={false} href={pathFor(lang, 'contact')} locale={false} variant="outline">
          {t('common:actions.contactUs')}
        </Button>
      </Group>
      {dialogLoaded && <ProjectDialog project={selected} onClose={close} />}
    </section>
  );
}
