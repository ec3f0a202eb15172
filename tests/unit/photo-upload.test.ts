// What an upload may be is decided from its bytes; the resized copies' widths.
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, detectPhotoType, heicDimensions, photoUrl, photoWidths, tooManyPixels, uploadProblem } from '@/domain/photo-upload';
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

describe('the pixel limit, read from the header', () => {
  const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const box = (type: string, body: number[]) => [...u32(8 + body.length), ...new TextEncoder().encode(type), ...body];
  const ispe = (w: number, h: number) => box('ispe', [0, 0, 0, 0, ...u32(w), ...u32(h)]);
  const heic = (...extents: [number, number][]) =>
    new Uint8Array([...box('ftyp', [...new TextEncoder().encode('heicmif1')]), ...box('meta', [0, 0, 0, 0, ...box('iprp', box('ipco', extents.flatMap(([w, h]) => ispe(w, h))))]), ...box('mdat', [1, 2, 3])]);

  it('reads a HEIC’s size from its largest ispe (a gridded photo’s tiles are smaller)', () => {
    expect(heicDimensions(heic([512, 512], [4032, 3024]))).toEqual({ width: 4032, height: 3024 });
  });
  it('finds none in a HEIC without a meta box, or an ispe only in the picture data', () => {
    expect(heicDimensions(new Uint8Array([...box('ftyp', [...new TextEncoder().encode('heic')]), ...box('mdat', ispe(90000, 90000))]))).toBeNull();
  });
  it('refuses more than 40 megapixels', () => {
    expect(tooManyPixels({ width: 8000, height: 5000 })).toBe(false);
    expect(tooManyPixels({ width: 8000, height: 5001 })).toBe(true);
    expect(MAX_PHOTO_PIXELS).toBe(40_000_000);
  });
});
