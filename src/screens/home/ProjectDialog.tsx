import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { GalleryCard } from '@/lib/screen-data/home';
import classes from './home.module.css';

// Mantine's large dialog: 620 px wide, at most 90vw (5vw either side), less its 16 px padding.
const PHOTO_SIZES = '(min-width: 43.1em) 588px, calc(90vw - 32px)';

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
            <ResponsiveImage src={project.photo ?? project.image} alt={project.title} fill sizes={PHOTO_SIZES} />
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
