// Photos staff uploaded for the categories and the storefront, given to every page with its frame
// (src/server/services/site-frame.ts): a category's picture is on the home page, the products
// page and its own page; the storefront's on the About and Contact pages. Without an upload, the
// built-in picture is shown.
import { createContext, useContext, type ReactNode } from 'react';
import type { UploadedPhoto } from '@/domain/photo-upload';
import type { CategoryKey } from '@/content/types';
import type { SitePhotos } from '@/lib/page-data';

const SitePhotosContext = createContext<SitePhotos | null>(null);

export function SitePhotosProvider({ photos, children }: { photos: SitePhotos | undefined; children: ReactNode }) {
  return <SitePhotosContext.Provider value={photos ?? null}>{children}</SitePhotosContext.Provider>;
}

/** A category's uploaded photo, else its built-in picture. */
export function useCategoryImage(key: CategoryKey): UploadedPhoto | string {
  return useContext(SitePhotosContext)?.categories[key] ?? `/images/categories/${key}.webp`;
}

/** The storefront's uploaded photo, or null for the built-in one. */
export function useStorefrontPhoto(): UploadedPhoto | null {
  return useContext(SitePhotosContext)?.storefront ?? null;
}
