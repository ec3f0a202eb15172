import { useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { Badge, Button, Chip, Group, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { filterProjects, galleryCategories, galleryProjects, type GalleryProject } from '@/content/gallery';
import { pathFor } from '@/routing/routes';
import type { CategoryKey } from '@/content/types';
import type { Lang } from '@/i18n/languages';
import classes from './home.module.css';

type Filter = CategoryKey | 'all';

/** Recent projects with a category filter and a detail dialog (closing clears the selection). */
export function ProjectGallery({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<GalleryProject | null>(null);
  const shown = filterProjects(galleryProjects, filter);
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
          {galleryCategories.map((key) => (
            <Chip key={key} value={key} variant="outline" type="radio">
              {categoryName(key)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-live="polite">
        {shown.map((project) => (
          <UnstyledButton key={project.id} className={classes.projectCard} onClick={() => setSelected(project)} aria-haspopup="dialog">
            <div className={classes.projectImage}>
              <Image src={project.image} alt="" fill sizes="(max-width: 48em) 100vw, 33vw" />
            </div>
            <Stack gap={4} p="md">
              <Badge variant="outline" color="soil.8" tt="none" w="fit-content">
                {categoryName(project.category)}
              </Badge>
              <Text fw={700}>{project.title[lang]}</Text>
              <Text size="sm" c="gray.7">
                {project.location}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Button component={Link} href={pathFor(lang, 'quote')} locale={false}>
          {t('common:actions.getFreeQuote')}
        </Button>
        <Button component={Link} href={pathFor(lang, 'contact')} locale={false} variant="outline">
          {t('common:actions.contactUs')}
        </Button>
      </Group>
      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title[lang]}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('gallery.close') }}
      >
        {selected && (
          <Stack gap="sm">
            <div className={classes.projectImage}>
              <Image src={selected.image} alt={selected.title[lang]} fill sizes="(max-width: 48em) 100vw, 640px" />
            </div>
            <Group gap="xs">
              <Badge variant="outline" color="soil.8" tt="none">
                {categoryName(selected.category)}
              </Badge>
              <Text size="sm">
                <strong>{t('gallery.location')}:</strong> {selected.location}
              </Text>
            </Group>
            <Text>{selected.description[lang]}</Text>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
