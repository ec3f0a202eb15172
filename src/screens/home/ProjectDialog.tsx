import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { GalleryCard } from './types';
import classes from './home.module.css';

/** One gallery project in a dialog; closing clears the selection. */
export default function ProjectDialog({ project, onClose }: { project: GalleryCard | null; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project?.title}
      size="lg"
      centered
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
    >
      {project && (
        <Stack gap="sm">
          <div className={classes.projectImage}>
            <ResponsiveImage src={project.photo ?? project.image} alt={project.title} fill sizes="(max-width: 48em) 100vw, 640px" />
          </div>
          <Group gap="xs">
            {project.category && (
              <Badge variant="outline" color="soil.8" tt="none">
                {t(`common:nav.${project.category}`)}
              </Badge>
            )}
            {project.location && (
              <Text size="sm">
                <strong>{t('gallery.location')}:</strong> {project.location}
              </Text>
            )}
          </Group>
          {project.description && <Text>{project.description}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
