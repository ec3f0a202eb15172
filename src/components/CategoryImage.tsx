import type { CategoryKey } from '@/content/types';
import { ResponsiveImage } from './ResponsiveImage';
import { useCategoryImage } from './layout/site-photos';

/** A category's picture filling its positioned box: the photo staff uploaded, else the built-in one. */
export function CategoryImage({ category, sizes, priority }: { category: CategoryKey; sizes: string; priority?: boolean }) {
  return <ResponsiveImage src={useCategoryImage(category)} alt="" fill sizes={sizes} priority={priority} />;
}
