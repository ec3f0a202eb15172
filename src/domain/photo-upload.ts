// What a photo upload may be, decided from its bytes (never from its name or the browser's
// MIME type), and the widths its resized copies are made at. Pure: no sharp, no storage.
import { imageWidths } from '@/config/images.mjs';

/** Phones' photos are 2-8 MB; 15 MB leaves room for a large camera JPEG. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

/** The brands of an ISO-BMFF `ftyp` box that mean an HEIF still image (an iPhone's HEIC). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** The photo's type from its first bytes; null for anything else (a PDF, an SVG, a renamed file). */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = uint32(bytes, 0);
    const end = Math.min(boxSize, bytes.length);
    // The major brand, then the compatible brands after the minor version.
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heic';
  }
  return null;
}

/**
 * The most pixels a photo may have: decoding holds every pixel in memory (4 bytes each, more while
 * resizing), so an 8000 x 8000 PNG of a few kB cost 17 s and 215 MB. 40 megapixels is more than
 * any phone or common camera (a 48 MP phone saves 12 MP by default) and is checked from the
 * file's header, before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** Whether a photo of this size (from its header) is refused before decoding. */
export const tooManyPixels = (size: { width: number; height: number }) => size.width * size.height > MAX_PHOTO_PIXELS;

/**
 * The size of a HEIC photo from its header, without decoding: the largest image spatial extent
 * (`ispe`) property in the file (the whole picture's; a gridded photo's tiles are smaller). null
 * when there is none, as no real HEIC lacks it.
 */
export function heicDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const meta = topLevelBox(bytes, 'meta');
  if (!meta) return null;
  let best: { width: number; height: number } | null = null;
  // An ispe box: size (20), 'ispe', version and flags, width, height, all big-endian.
  for (let at = meta.start + 4; at + 16 <= meta.end; at++) {
    if (bytes[at] !== 0x69 || bytes[at + 1] !== 0x73 || bytes[at + 2] !== 0x70 || bytes[at + 3] !== 0x65) continue;
    if (uint32(bytes, at - 4) < 20) continue;
    const size = { width: uint32(bytes, at + 8), height: uint32(bytes, at + 12) };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}

/** Where a top-level ISO-BMFF box of this type lies (its header included), or null. */
function topLevelBox(bytes: Uint8Array, type: string): { start: number; end: number } | null {
  for (let at = 0; at + 8 <= bytes.length; ) {
    let size = uint32(bytes, at);
    if (size === 1 && at + 16 <= bytes.length) size = uint32(bytes, at + 8) * 2 ** 32 + uint32(bytes, at + 12);
    else if (size === 0) size = bytes.length - at;
    if (size < 8) return null;
    const end = Math.min(at + size, bytes.length);
    if (ascii(bytes, at + 4, 4) === type) return { start: at, end };
    at = end;
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

/** An uploaded photo as pages show it, in one language. */
export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  /** The widths of its resized copies, smallest first. */
  widths: number[];
  alt: string;
}

/** The address of a resized copy (served by src/pages/api/photos). */
export function photoUrl(photoId: string, width: number, format: 'webp' | 'avif'): string {
  return `/api/photos/${photoId}/${width}.${format}`;
}
