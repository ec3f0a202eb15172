// The first gallery projects and testimonials, as rows for the database (prisma/seed-data.ts):
// the home page's (gallery.ts, testimonials.ts) and each area page's (area-details.ts). After the
// seed, staff keep them in /admin → Projects and Testimonials; the public pages read the rows.
import { areaDetails } from './area-details';
import { galleryProjects } from './gallery';
import { testimonials } from './testimonials';

/** Gaps between positions, so one can be put between two without renumbering. */
const STEP = 10;

export function showcaseSeed() {
  const projects = [
    ...galleryProjects.map((p, i) => ({
      slug: p.id,
      areaSlug: null,
      categoryKey: p.category,
      titleEn: p.title.en,
      titleEs: p.title.es,
      descriptionEn: p.description.en,
      descriptionEs: p.description.es,
      location: p.location,
      imagePath: p.image,
      sortOrder: (i + 1) * STEP,
    })),
    ...areaDetails.flatMap((area) =>
      area.recentProjects.map((p, i) => ({
        slug: `${area.slug}-project-${i + 1}`,
        areaSlug: area.slug,
        titleEn: p.title.en,
        titleEs: p.title.es,
        typeEn: p.type.en,
        typeEs: p.type.es,
        sizeEn: p.size.en,
        sizeEs: p.size.es,
        completedMonth: p.completed,
        sortOrder: (i + 1) * STEP,
      })),
    ),
  ];
  const quotes = [
    ...testimonials.map((t, i) => ({
      slug: t.id,
      areaSlug: null,
      name: t.name,
      location: t.location,
      rating: t.rating,
      textEn: t.text.en,
      textEs: t.text.es,
      projectTypeEn: t.projectType.en,
      projectTypeEs: t.projectType.es,
      sortOrder: (i + 1) * STEP,
    })),
    ...areaDetails.flatMap((area) =>
      area.testimonials.map((t, i) => ({
        slug: `${area.slug}-testimonial-${i + 1}`,
        areaSlug: area.slug,
        name: t.name,
        rating: t.rating,
        textEn: t.text.en,
        textEs: t.text.es,
        projectTypeEn: t.project.en,
        projectTypeEs: t.project.es,
        sortOrder: (i + 1) * STEP,
      })),
    ),
  ];
  return { projects, testimonials: quotes };
}
