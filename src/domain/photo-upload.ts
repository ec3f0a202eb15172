// What a photo upload may be, decided from its bytes (never from its name or the browser's
// MIME type), and the widths its resized copies are made at. Pure: no sharp, no storage.
import { imageWidths } from '@/config/images.mjs';

/** Phones' photos are 2-8 MB; 15 MB leaves room for a large camera JPEG. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

/** The brands of an ISO-BMFF `ftyp` box that mean an HEIF still image (an iPhone's HEIC). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** The photo's type from its first bytes; null for anything else (a PDF, an SVG, a renamed file). */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const end = Math.min(boxSize, bytes.length);
    // The major brand, then the compatible brands after the minor version.
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heic';
  }
  return null;
}

export type UploadProblem = 'empty' | 'tooLarge' | 'notAPhoto';

/** Why an upload is refused, or null when its bytes are a photo of an accepted type and size. */
export function uploadProblem(bytes: Uint8Array): UploadProblem | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > MAX_PHOTO_BYTES) return 'tooLarge';
  return detectPhotoType(bytes) ? null : 'notAPhoto';
}

/**
 * The widths the resized copies are made at: every width pages offer in srcset (cards at 256 and
 * 384, phones from 640, desktops to 1600) up to the photo's own width, never enlarged; a photo
 * narrower than the smallest step gets one copy at its own width.
 */
export function photoWidths(originalWidth: number): number[] {
  const fitting = imageWidths.filter((w) => w <= originalWidth);
  return fitting.length ? fitting : [Math.max(1, Math.floor(originalWidth))];
}

/** The address of a resized copy (served by src/pages/api/photos). */
export function photoUrl(photoId: string, width: number, format: 'webp' | 'avif'): string {
  return `/api/photos/${photoId}/${width}.${format}`;
}
