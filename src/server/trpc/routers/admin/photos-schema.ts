// An uploaded photo and what it is for. The file arrives as bytes through /api/admin/photos (a
// tRPC call over JSON cannot carry it); what it is, is decided from the bytes by the service.
import { z } from 'zod';
import { requiredText, text } from './schemas';

export const PHOTO_TARGETS = ['product', 'category', 'project', 'storefront'] as const;
export type PhotoTarget = (typeof PHOTO_TARGETS)[number];

export const photoUploadSchema = z.object({
  target: z.enum(PHOTO_TARGETS),
  /** The product's, category's or project's id; empty for the storefront. */
  targetId: text().max(64),
  altEn: requiredText(200),
  altEs: requiredText(200),
  file: z.instanceof(Uint8Array, { message: 'admin:photos.errors.notAPhoto' }),
});

export type PhotoUploadInput = z.output<typeof photoUploadSchema>;
