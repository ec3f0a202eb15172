// Photos of the drop, or of a site the truck could not reach (issue 46): the phone's camera opens
// from the field (`capture`), one or more photos at a time, each added to the list with a preview
// and a button to remove it. `optional`: the site's photos, which a missed delivery may go without.
import { useEffect, useId, useMemo } from 'react';
import { ActionIcon, Input, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

interface Props {
  photos: File[];
  max: number;
  error?: string | null;
  onChange: (photos: File[]) => void;
  optional?: boolean;
}

export function PhotoPicker({ photos, max, error, onChange, optional = false }: Props) {
  const { t } = useTranslation('driver');
  const id = useId();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <Input.Wrapper
      label={optional ? t('notDelivered.photos') : t('delivered.photos')}
      description={optional ? t('notDelivered.photosHint', { max }) : t('delivered.photosHint', { max })}
      error={error}
      id={id}
      required={!optional}
    >
      <Stack gap="xs">
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
          style={{ maxWidth: '100%' }}
          onChange={(e) => {
            const chosen = [...(e.currentTarget.files ?? [])];
            // Cleared, so the same photo may be chosen again after removing it.
            e.currentTarget.value = '';
            if (chosen.length) onChange([...photos, ...chosen]);
          }}
        />
        {photos.length > 0 && (
          <SimpleGrid cols={3} spacing="xs">
            {photos.map((photo, i) => (
              <div key={`${photo.name}-${photo.lastModified}-${i}`} style={{ position: 'relative' }}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL), nothing to optimize */}
                <img src={previews[i]} alt={t('delivered.photoAlt', { n: i + 1 })} style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 4, display: 'block' }} />
                <ActionIcon
                  variant="filled"
                  color="dark"
                  size="lg"
                  aria-label={t('delivered.removePhoto', { n: i + 1 })}
                  onClick={() => onChange(photos.filter((_, j) => j !== i))}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
