// The gallery's category filter: pure, shared by the home page and its tests.
import type { CategoryKey } from '@/content/types';

const CATEGORY_ORDER: readonly CategoryKey[] = ['grass', 'rock', 'mulch', 'soil', 'sand'];

/** The categories that have projects, in catalogue order, for the gallery's filter badges. */
export function galleryCategories(projects: readonly { category: CategoryKey | null }[]): CategoryKey[] {
  return CATEGORY_ORDER.filter((c) => projects.some((p) => p.category === c));
}

/** Projects shown for a filter: all, or one category. */
export function filterProjects<T extends { category: CategoryKey | null }>(projects: readonly T[], filter: CategoryKey | 'all'): T[] {
  return filter === 'all' ? [...projects] : projects.filter((p) => p.category === filter);
}
