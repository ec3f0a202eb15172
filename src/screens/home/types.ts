// What the home page's gallery and testimonials show, in the page's language (from the database:
// src/server/services/showcase.ts).
import type { CategoryKey } from '@/content/types';

export interface GalleryCard {
  slug: string;
  title: string;
  description: string;
  location: string;
  category: CategoryKey | null;
  image: string;
}

export interface TestimonialCard {
  slug: string;
  name: string;
  location: string;
  rating: number;
  text: string;
  projectType: string;
}
