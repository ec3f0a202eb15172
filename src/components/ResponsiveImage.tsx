// A photo served by Next's image optimizer (resized, WebP) with srcset and sizes, written as
// plain markup: next/image's component added about 3 kB (gzip) to every page with a photo.
// `fill` covers the positioned parent (size it in CSS); otherwise width and height give the
// aspect ratio and the image takes its container's width. `priority` marks the page's main
// photo: loaded eagerly, at high priority, and preloaded from the document head.
import Head from 'next/head';
import { imageQuality, imageWidths } from '@/config/images.mjs';

type Props = {
  src: string;
  alt: string;
  /** Which width the image is shown at, for choosing from srcset (e.g. "(max-width: 48em) 100vw, 33vw"). */
  sizes: string;
  priority?: boolean;
  className?: string;
} & ({ fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number });

/** The optimizer's address for `src` at `width` pixels. */
export function optimizedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${imageQuality}`;
}

export function imageSrcSet(src: string): string {
  return imageWidths.map((width) => `${optimizedImageUrl(src, width)} ${width}w`).join(', ');
}

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' } as const;
const SIZED = { color: 'transparent', width: '100%', height: 'auto' } as const;

export function ResponsiveImage({ src, alt, sizes, priority = false, className, ...box }: Props) {
  const srcSet = imageSrcSet(src);
  const fallback = optimizedImageUrl(src, imageWidths[imageWidths.length - 1]!);
  return (
    <>
      {priority && (
        <Head>
          <link key={`preload-image-${src}`} rel="preload" as="image" href={fallback} imageSrcSet={srcSet} imageSizes={sizes} fetchPriority="high" />
        </Head>
      )}
      {/* eslint-disable-next-line @next/next/no-img-element -- plain markup on purpose (see above) */}
      <img
        src={fallback}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={box.fill ? undefined : box.width}
        height={box.fill ? undefined : box.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        style={box.fill ? FILL : SIZED}
      />
    </>
  );
}
