// What an upload may be is decided from its bytes; the resized copies' widths.
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, detectPhotoType, photoUrl, photoWidths, uploadProblem } from '@/domain/photo-upload';
import { imageWidths } from '@/config/images.mjs';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'meta');
};

describe('detectPhotoType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['an iPhone HEIC', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['a HEIF named by a compatible brand', ftyp('msf1', 'iso8', 'hevc'), 'heic'],
  ] as const)('recognises %s from its bytes', (_name, input, type) => {
    expect(detectPhotoType(input)).toBe(type);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7\n')],
    ['an SVG (script can hide in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['an MP4 video (ftyp, not an image brand)', ftyp('isom', 'iso2', 'mp41')],
    ['an AVI (RIFF, not WEBP)', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['a text file named photo.jpg', bytes('hello, this is not a photo')],
    ['three bytes of nothing', bytes([0, 0, 0])],
  ])('refuses %s', (_name, input) => {
    expect(detectPhotoType(input)).toBeNull();
  });
});

describe('uploadProblem', () => {
  const jpeg = (size: number) => {
    const b = new Uint8Array(size);
    b.set([0xff, 0xd8, 0xff]);
    return b;
  };

  it('accepts a photo of exactly 15 MB and refuses one byte more', () => {
    expect(MAX_PHOTO_BYTES).toBe(15 * 1024 * 1024);
    expect(uploadProblem(jpeg(MAX_PHOTO_BYTES))).toBeNull();
    expect(uploadProblem(jpeg(MAX_PHOTO_BYTES + 1))).toBe('tooLarge');
  });

  it('names an empty file and a file that is not a photo', () => {
    expect(uploadProblem(new Uint8Array())).toBe('empty');
    expect(uploadProblem(bytes('%PDF-1.7'))).toBe('notAPhoto');
  });
});

describe('photoWidths', () => {
  it('makes every width pages use, with a 736 px step for phone cards (378 px at 1.75x)', () => {
    expect(photoWidths(4032)).toEqual(imageWidths);
    expect(imageWidths).toContain(736);
  });

  it('never enlarges: only the widths up to the photo’s own', () => {
    expect(photoWidths(1000)).toEqual([256, 384, 640, 736, 828]);
    expect(photoWidths(640)).toEqual([256, 384, 640]);
  });

  it('gives a photo narrower than the smallest step one copy at its own width', () => {
    expect(photoWidths(200)).toEqual([200]);
  });

  it('addresses a copy by photo, width and format', () => {
    expect(photoUrl('0b8f0c52-7a4e-4a53-9d1e-0c3b3d4e5f60', 640, 'avif')).toBe('/api/photos/0b8f0c52-7a4e-4a53-9d1e-0c3b3d4e5f60/640.avif');
  });
});
