// Pins of the interactive service-area map on the services page. x/y are positions in the
// map's 400 x 300 SVG drawing (north up, Magnolia near the middle-left).
// Minimum orders are the spec's (section 9); areas the spec gives none for say "call".
import type { Localized } from './types';

export interface MapArea {
  /** Same slug as the service area, so the pin can link to its area page. */
  id: string;
  name: string;
  x: number;
  y: number;
  deliveryTime: Localized;
  /** Minimum order in integer cents; null when the spec gives none. */
  minOrderCents: number | null;
  population: number;
  specialties: Localized<string[]>;
}

const SAME_DAY: Localized = { en: 'Same or next day', es: 'El mismo día o al siguiente' };
const NEXT_DAY: Localized = { en: 'Next day', es: 'Al día siguiente' };
const ONE_TWO_DAYS: Localized = { en: '1-2 days', es: '1-2 días' };

export const mapAreas: MapArea[] = [
  {
    id: 'magnolia',
    name: 'Magnolia',
    x: 150,
    y: 130,
    deliveryTime: SAME_DAY,
    minOrderCents: 10000,
    population: 2400,
    specialties: {
      en: ['Acreage and ranch properties', 'Pickup by appointment', 'Bermuda for open lots'],
      es: ['Terrenos y ranchos', 'Recoger con cita previa', 'Bermuda para terrenos abiertos'],
    },
  },
  {
    id: 'the-woodlands',
    name: 'The Woodlands',
    x: 250,
    y: 190,
    deliveryTime: NEXT_DAY,
    minOrderCents: 15000,
    population: 118000,
    specialties: {
      en: ['Shade-tolerant St. Augustine', 'Mulch for wooded lots', 'HOA-friendly installs'],
      es: ['San Agustín que tolera la sombra', 'Mulch para terrenos arbolados', 'Instalaciones según la asociación de vecinos'],
    },
  },
  {
    id: 'conroe',
    name: 'Conroe',
    x: 270,
    y: 80,
    deliveryTime: NEXT_DAY,
    minOrderCents: 12500,
    population: 99000,
    specialties: {
      en: ['Lake Conroe properties', 'Drainage rock', 'New construction'],
      es: ['Propiedades del lago Conroe', 'Roca para drenaje', 'Construcción nueva'],
    },
  },
  {
    id: 'cypress',
    name: 'Cypress',
    x: 120,
    y: 255,
    deliveryTime: ONE_TWO_DAYS,
    minOrderCents: 15000,
    population: 200000,
    specialties: {
      en: ['Builder and new-home sod', 'Zoysia front lawns', 'Top soil for leveling'],
      es: ['Pasto para constructores y casas nuevas', 'Jardines frontales de Zoysia', 'Tierra para nivelar'],
    },
  },
  {
    id: 'spring',
    name: 'Spring',
    x: 300,
    y: 250,
    deliveryTime: ONE_TWO_DAYS,
    minOrderCents: 13500,
    population: 62000,
    specialties: {
      en: ['Backyard renovations', 'Pea gravel paths', 'Flower bed mulch'],
      es: ['Renovación de patios', 'Caminos de grava fina', 'Mulch para jardineras'],
    },
  },
  {
    id: 'tomball',
    name: 'Tomball',
    x: 60,
    y: 205,
    deliveryTime: NEXT_DAY,
    minOrderCents: null,
    population: 12000,
    specialties: {
      en: ['Garden soil and compost', 'Large-lot Bermuda', 'Sand for arenas'],
      es: ['Tierra para jardín y composta', 'Bermuda para terrenos grandes', 'Arena para picaderos'],
    },
  },
];
