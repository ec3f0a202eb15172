// Data the areas and area-detail loaders hand to their screens (already in the page language).
import type { Crumb } from '@/lib/structured-data';

export interface AreaCard {
  slug: string;
  name: string;
  deliveryTime: string;
  description: string;
  featured: boolean;
  distanceMinutes: number | null;
  population: number | null;
  /** Smallest order delivered there, in cents; null: none. */
  minimumOrderCents: number | null;
}

export interface AreasData {
  areas: AreaCard[];
  /** Towns served without a ZIP list of their own (Willis, Montgomery County). */
  alsoServing: string[];
}

export interface AreaDetailData {
  slug: string;
  name: string;
  state: string;
  population: number | null;
  founded: number;
  description: string;
  deliveryTime: string;
  demographics: { medianIncomeCents: number; homeownershipPercent: number; avgHomeValueCents: number };
  features: string[];
  services: { title: string; description: string; priceFromCents: number }[];
  testimonials: { name: string; text: string; rating: number; project: string }[];
  recentProjects: { title: string; type: string; size: string; completed: string | null }[];
  faqs: { question: string; answer: string }[];
  nearby: { slug: string; name: string }[];
  crumbs: Crumb[];
}
