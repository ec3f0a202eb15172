import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, imageSrcSet, optimizedImageUrl } from '@/components/ResponsiveImage';
import { deviceSizes, imageQuality, imageSizes } from '@/config/images.mjs';

describe('photos served through the image optimizer', () => {
  it('offers exactly the widths the optimizer is configured to produce (others answer 400)', () => {
    const widths = imageSrcSet('/images/hero.webp')
      .split(', ')
      .map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(widths.sort((a, b) => a - b)).toEqual([...imageSizes, ...deviceSizes].sort((a, b) => a - b));
  });

  it("asks the optimizer for the photo at a width, in Next's URL format", () => {
    expect(optimizedImageUrl('/images/categories/rock.webp', 640)).toBe(`/_next/image?url=%2Fimages%2Fcategories%2Frock.webp&w=640&q=${imageQuality}`);
  });

  it('loads a page’s main photo at once and others lazily', () => {
    const main = renderToStaticMarkup(<ResponsiveImage src="/images/hero.webp" alt="" fill sizes="100vw" priority />);
    expect(main).toContain('loading="eager"');
    expect(main).toMatch(/fetchpriority="high"/i);
    const other = renderToStaticMarkup(<ResponsiveImage src="/images/a.webp" alt="A lawn" width={800} height={600} sizes="50vw" />);
    expect(other).toContain('loading="lazy"');
    expect(other).toContain('alt="A lawn"');
    expect(other).toContain('width="800"');
    expect(other).toContain('height="600"');
  });

  it('preloads the main photo once, by its srcset and sizes (React’s own preload of an eager image)', () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/images/hero.webp" alt="" fill sizes="100vw" priority />);
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${imageSrcSet('/images/hero.webp').replaceAll('&', '&amp;')}"`);
    expect(preloads[0]).toContain('imageSizes="100vw"');
    expect(preloads[0]).not.toContain('href=');
  });
});

describe('photos staff uploaded', () => {
  const photo = { id: '0b8f0c52-7a4e-4a53-9d1e-0c3b3d4e5f60', width: 1000, height: 750, widths: [256, 384, 640, 828], alt: 'Fresh sod on a pallet' };

  it('offers AVIF and WebP copies at the widths made at upload, with the photo’s own size and alt text', () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={photo} alt="" width={1200} height={800} sizes="50vw" />);
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="\/api\/photos\/0b8f0c52-[^"]+\/256\.avif 256w, [^"]+\/828\.avif 828w" sizes="50vw"\/><img /);
    expect(html).toContain(`srcSet="/api/photos/${photo.id}/256.webp 256w, /api/photos/${photo.id}/384.webp 384w, /api/photos/${photo.id}/640.webp 640w, /api/photos/${photo.id}/828.webp 828w"`);
    expect(html).toContain(`src="/api/photos/${photo.id}/828.webp"`);
    expect(html).toContain('width="1000"');
    expect(html).toContain('height="750"');
    expect(html).toContain('alt="Fresh sod on a pallet"');
  });

  it('keeps the page’s alt text when staff gave none', () => {
    expect(renderToStaticMarkup(<ResponsiveImage src={{ ...photo, alt: '' }} alt="Sod" fill sizes="100vw" />)).toContain('alt="Sod"');
  });
});

