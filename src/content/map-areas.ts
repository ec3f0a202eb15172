// Pins of the interactive service-area map on the services page. x/y are positions in the
// map's 400 x 300 SVG drawing (north up, Magnolia near the middle-left).
// The areas' own facts (name, delivery time, minimum order, population) are the service areas'
// (src/server/services/service-areas.ts); an area without a placement has no pin.
import type { Localized } from './types';

/** Where a service area's pin sits on the drawing, and what the area is known for. */
export interface MapPlacement {
  /** The service area's slug (its name, delivery time, minimum order and population come from the database). */
  id: string;
  x: number;
  y: number;
  specialties: Localized<string[]>;
}

export const mapPlacements: MapPlacement[] = [
  {
    id: 'magnolia',
    x: 150,
    y: 130,
    specialties: {
      en: ['Acreage and ranch properties', 'Pickup by appointment', 'Bermuda for open lots'],
      es: ['Terrenos y ranchos', 'Recoger con cita previa', 'Bermuda para terrenos abiertos'],
    },
  },
  {
    id: 'the-woodlands',
    x: 250,
    y: 190,
    specialties: {
      en: ['Shade-tolerant St. Augustine', 'Mulch for wooded lots', 'HOA-friendly installs'],
      es: ['San Agustín que tolera la sombra', 'Mulch para terrenos arbolados', 'Instalaciones según la asociación de vecinos'],
    },
  },
  {
    id: 'conroe',
    x: 270,
    y: 80,
    specialties: {
      en: ['Lake Conroe properties', 'Drainage rock', 'New construction'],
      es: ['Propiedades del lago Conroe', 'Roca para drenaje', 'Construcción nueva'],
    },
  },
  {
    id: 'cypress',
    x: 120,
    y: 255,
    specialties: {
      en: ['Builder and new-home sod', 'Zoysia front lawns', 'Top soil for leveling'],
      es: ['Pasto para constructores y casas nuevas', 'Jardines frontales de Zoysia', 'Tierra para nivelar'],
    },
  },
  {
    id: 'spring',
    x: 300,
    y: 250,
    specialties: {
      en: ['Backyard renovations', 'Pea gravel paths', 'Flower bed mulch'],
      es: ['Renovación de patios', 'Caminos de grava fina', 'Mulch para jardineras'],
    },
  },
  {
    id: 'tomball',
    x: 60,
    y: 205,
    specialties: {
      en: ['Garden soil and compost', 'Large-lot Bermuda', 'Sand for arenas'],
      es: ['Tierra para jardín y composta', 'Bermuda para terrenos grandes', 'Arena para picaderos'],
    },
  },
];
