// A photo served resized with srcset and sizes, written as plain markup: next/image's component
// added about 3 kB (gzip) to every page with a photo.
// - A built-in picture (a path under /public) goes through Next's image optimizer (WebP).
// - A photo staff uploaded (UploadedPhoto) has its own resized copies, made at upload in AVIF and
//   WebP at the widths it was wide enough for (/api/photos/<id>/<width>.<format>); the browser picks
//   AVIF when it can. Its alt text (in the page's language) is the one staff gave it, and its own
//   width and height give the aspect ratio, so it is never stretched.
// `fill` covers the positioned parent (size it in CSS); otherwise width and height give the
// aspect ratio and the image takes its container's width. `sizes` says how wide the layout shows
// it (`gridSizes`/`columnSizes` in ./image-sizes build it from the layout). `priority` marks the
// page's main photo: loaded eagerly, at high priority, and preloaded from the document head: a
// plain `<img>` by React itself (its server rendering adds a `<link rel=preload imagesrcset>` for
// every eager image), an uploaded photo's AVIF `<source>` here (React leaves `<picture>` alone).
// (A preload of our own besides React's repeated it in the HTML, with the largest width as `href`.)
import Head from 'next/head';
import { imageQuality, imageWidths } from '@/config/images.mjs';
import { photoUrl, type UploadedPhoto } from '@/domain/photo-upload';

type Props = {
  src: string | UploadedPhoto;
  /** For a built-in picture; an uploaded photo brings its own (when staff gave one). */
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

export function photoSrcSet(photo: UploadedPhoto, format: 'webp' | 'avif'): string {
  return photo.widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ');
}

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' } as const;
const SIZED = { color: 'transparent', width: '100%', height: 'auto' } as const;

export function ResponsiveImage({ src, alt, sizes, priority = false, className, ...box }: Props) {
  const uploaded = typeof src === 'string' ? null : src;
  const key = uploaded ? uploaded.id : (src as string);
  const srcSet = uploaded ? photoSrcSet(uploaded, 'webp') : imageSrcSet(src as string);
  const avifSet = uploaded ? photoSrcSet(uploaded, 'avif') : null;
  const fallback = uploaded ? photoUrl(uploaded.id, uploaded.widths.at(-1)!, 'webp') : optimizedImageUrl(src as string, imageWidths.at(-1)!);
  const width = box.fill ? undefined : uploaded ? uploaded.width : box.width;
  const height = box.fill ? undefined : uploaded ? uploaded.height : box.height;
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- plain markup on purpose (see above)
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={uploaded?.alt || alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={box.fill ? FILL : SIZED}
    />
  );
  return (
    <>
      {priority && avifSet && (
        <Head>
          <link key={`preload-image-${key}`} rel="preload" as="image" type="image/avif" imageSrcSet={avifSet} imageSizes={sizes} fetchPriority="high" />
        </Head>
      )}
      {avifSet ? (
        <picture>
          <source type="image/avif" srcSet={avifSet} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </>
  );
}
