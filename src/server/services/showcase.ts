// Gallery projects and testimonials as the public pages show them: the rows staff keep in
// /admin → Projects and Testimonials, visible ones only, in staff's order, in one language. A row
// with no area is the home page's; one with an area is that area page's.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import type { CategoryKey } from '@/content/types';
import type { GalleryCard, TestimonialCard } from '@/lib/screen-data/home';
import type { AreaDetailData } from '@/lib/screen-data/areas';
import { photoSelect, shownPhoto } from './photo-display';

export const CATEGORY_KEYS: readonly CategoryKey[] = ['grass', 'rock', 'mulch', 'soil', 'sand'];

const asCategory = (key: string | null): CategoryKey | null => (CATEGORY_KEYS.includes(key as CategoryKey) ? (key as CategoryKey) : null);

/** A project without a photo of its own shows its category's picture (or the home page's). */
export function projectImage(imagePath: string | null, categoryKey: string | null): string {
  if (imagePath) return imagePath;
  const category = asCategory(categoryKey);
  return category ? `/images/categories/${category}.webp` : '/images/hero.webp';
}

const order = [{ sortOrder: 'asc' as const }, { slug: 'asc' as const }];

const pick = (lang: Lang, en: string, es: string) => (lang === 'es' ? es : en);

/** The home page's gallery. */
export async function loadGallery(db: Pick<Db, 'project'>, lang: Lang): Promise<GalleryCard[]> {
  const rows = await db.project.findMany({ where: { areaSlug: null, hidden: false }, orderBy: order, include: { photo: { select: photoSelect } } });
  return rows.map((p) => ({
    slug: p.slug,
    title: pick(lang, p.titleEn, p.titleEs),
    description: pick(lang, p.descriptionEn, p.descriptionEs),
    location: p.location,
    category: asCategory(p.categoryKey),
    image: projectImage(p.imagePath, p.categoryKey),
    photo: p.photo ? shownPhoto(p.photo, lang) : null,
  }));
}

/** The home page's testimonials. */
export async function loadHomeTestimonials(db: Pick<Db, 'testimonial'>, lang: Lang): Promise<TestimonialCard[]> {
  const rows = await db.testimonial.findMany({ where: { areaSlug: null, hidden: false }, orderBy: order });
  return rows.map((t) => ({
    slug: t.slug,
    name: t.name,
    location: t.location,
    rating: t.rating,
    text: pick(lang, t.textEn, t.textEs),
    projectType: pick(lang, t.projectTypeEn, t.projectTypeEs),
  }));
}

/** An area page's testimonials and recent projects. */
export async function loadAreaShowcase(
  db: Pick<Db, 'project' | 'testimonial'>,
  areaSlug: string,
  lang: Lang,
): Promise<Pick<AreaDetailData, 'testimonials' | 'recentProjects'>> {
  const [quotes, projects] = await Promise.all([
    db.testimonial.findMany({ where: { areaSlug, hidden: false }, orderBy: order }),
    db.project.findMany({ where: { areaSlug, hidden: false }, orderBy: order }),
  ]);
  return {
    testimonials: quotes.map((t) => ({ name: t.name, text: pick(lang, t.textEn, t.textEs), rating: t.rating, project: pick(lang, t.projectTypeEn, t.projectTypeEs) })),
    recentProjects: projects.map((p) => ({
      title: pick(lang, p.titleEn, p.titleEs),
      type: pick(lang, p.typeEn, p.typeEs),
      size: pick(lang, p.sizeEn, p.sizeEs),
      completed: p.completedMonth,
    })),
  };
}
