// Data the services loader (src/server/pages/loaders/services.ts) hands to its screen, in the page language.
import type { Crumb } from '@/lib/structured-data';

/** A pin of the services page's map: a service area in the page language, placed on the drawing. */
export interface MapPin {
  slug: string;
  name: string;
  x: number;
  y: number;
  deliveryTime: string;
  /** null: no minimum set ("call"). */
  minimumOrderCents: number | null;
  population: number | null;
  specialties: string[];
}

export interface ServicesData {
  crumbs: Crumb[];
  pins: MapPin[];
}
