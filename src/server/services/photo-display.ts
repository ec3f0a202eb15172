// An uploaded photo as public pages read it: what to select, and its shape in one language.
import type { Prisma } from '@/server/db/generated/client';
import type { Lang } from '@/i18n/languages';
import type { UploadedPhoto } from '@/domain/photo-upload';

export const photoSelect = { id: true, width: true, height: true, widths: true, altEn: true, altEs: true } satisfies Prisma.PhotoSelect;

export function shownPhoto(photo: Prisma.PhotoGetPayload<{ select: typeof photoSelect }>, lang: Lang): UploadedPhoto {
  return { id: photo.id, width: photo.width, height: photo.height, widths: photo.widths, alt: lang === 'es' ? photo.altEs : photo.altEn };
}
