// What staff send to add or edit a gallery project or a testimonial (/admin → Projects,
// Testimonials). Where it shows: the home page (area null) or one area page.
import { z } from 'zod';
import { areaDetails } from '@/content/area-details';
import { CATEGORY_KEYS } from '@/server/services/showcase';
import { id, requiredText, shortText, text, version } from './schemas';

const areaSlugs = areaDetails.map((a) => a.slug) as [string, ...string[]];

/** null: the home page; otherwise the area page of this slug. */
export const showcasePlace = z.enum(areaSlugs, { message: 'admin:showcase.errors.place' }).nullable();
const sortOrder = z.number({ message: 'admin:areas.errors.sortOrder' }).int('admin:areas.errors.sortOrder').min(0, 'admin:areas.errors.sortOrder').max(10_000, 'admin:areas.errors.sortOrder');
/** YYYY-MM, or empty for none. */
const month = text()
  .trim()
  .refine((v) => v === '' || /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(v), 'admin:showcase.errors.month')
  .transform((v) => v || null)
  .nullable();

export const projectFields = z.object({
  areaSlug: showcasePlace,
  categoryKey: z.enum(CATEGORY_KEYS as [string, ...string[]], { message: 'admin:showcase.errors.category' }).nullable(),
  titleEn: requiredText(120),
  titleEs: requiredText(120),
  descriptionEn: shortText(1000),
  descriptionEs: shortText(1000),
  location: shortText(80),
  typeEn: shortText(80),
  typeEs: shortText(80),
  sizeEn: shortText(40),
  sizeEs: shortText(40),
  completedMonth: month,
  hidden: z.boolean(),
  sortOrder,
});

export const projectUpdateSchema = projectFields.extend({ id, version });

export const testimonialFields = z.object({
  areaSlug: showcasePlace,
  name: requiredText(80),
  location: shortText(80),
  rating: z.number().int().min(1, 'admin:showcase.errors.rating').max(5, 'admin:showcase.errors.rating'),
  textEn: requiredText(1000),
  textEs: requiredText(1000),
  projectTypeEn: shortText(80),
  projectTypeEs: shortText(80),
  hidden: z.boolean(),
  sortOrder,
});

export const testimonialUpdateSchema = testimonialFields.extend({ id, version });

export type ProjectInput = z.output<typeof projectFields>;
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;
export type TestimonialInput = z.output<typeof testimonialFields>;
export type TestimonialUpdateInput = z.output<typeof testimonialUpdateSchema>;
