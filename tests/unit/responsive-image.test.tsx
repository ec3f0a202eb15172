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
});
