// What the home page's gallery and testimonials show, in the page's language (from the database:
// src/server/services/showcase.ts).
import type { CategoryKey } from '@/content/types';
import type { UploadedPhoto } from '@/domain/photo-upload';

export interface GalleryCard {
  slug: string;
  title: string;
  description: string;
  location: string;
  category: CategoryKey | null;
  /** The built-in picture (the category's when the project has none). */
  image: string;
  /** The photo staff uploaded, shown instead. */
  photo: UploadedPhoto | null;
}

export interface TestimonialCard {
  slug: string;
  name: string;
  location: string;
  rating: number;
  text: string;
  projectType: string;
}
