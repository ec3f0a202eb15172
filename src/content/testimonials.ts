// The home page's first testimonials (spec: 5 built-in entries, all rated 5): seed data only. They
// are loaded into the database (content/showcase-seed.ts); staff keep them in /admin → Testimonials.
import type { Localized } from './types';

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  rating: number;
  text: Localized;
  projectType: Localized;
  /** ISO date */
  date: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 'maria-g',
    name: 'Maria G.',
    location: 'The Woodlands, TX',
    rating: 5,
    text: {
      en: 'The St. Augustine arrived fresh and green the morning after I called. The crew laid it the same day and our yard looked brand new by dinner.',
      es: 'El San Agustín llegó fresco y verde la mañana después de que llamé. El equipo lo instaló el mismo día y nuestro jardín se veía nuevo para la cena.',
    },
    projectType: { en: 'Sod installation', es: 'Instalación de pasto' },
    date: '2025-03-02',
  },
  {
    id: 'james-w',
    name: 'James W.',
    location: 'Magnolia, TX',
    rating: 5,
    text: {
      en: 'Honest prices and real advice. They talked me out of the wrong grass for my shady lot and I am glad they did.',
      es: 'Precios honestos y buenos consejos. Me convencieron de no comprar el pasto equivocado para mi terreno con sombra y me alegra que lo hicieran.',
    },
    projectType: { en: 'Sod delivery', es: 'Entrega de pasto' },
    date: '2025-02-18',
  },
  {
    id: 'rosa-m',
    name: 'Rosa M.',
    location: 'Conroe, TX',
    rating: 5,
    text: {
      en: 'They explained everything in Spanish for my parents and delivered the mulch right where we asked. Very kind family business.',
      es: 'Les explicaron todo en español a mis papás y dejaron el mulch justo donde lo pedimos. Un negocio familiar muy amable.',
    },
    projectType: { en: 'Mulch delivery', es: 'Entrega de mulch' },
    date: '2025-01-27',
  },
  {
    id: 'david-l',
    name: 'David L.',
    location: 'Spring, TX',
    rating: 5,
    text: {
      en: 'Ordered river rock and pea gravel for a drainage project. Right amount, on time, and the driver placed it carefully off the driveway.',
      es: 'Pedí piedra de río y grava fina para un proyecto de drenaje. La cantidad correcta, a tiempo, y el chofer la dejó con cuidado fuera de la entrada.',
    },
    projectType: { en: 'Rock delivery', es: 'Entrega de roca' },
    date: '2025-01-12',
  },
  {
    id: 'karen-t',
    name: 'Karen T.',
    location: 'Cypress, TX',
    rating: 5,
    text: {
      en: 'As a builder I need suppliers who show up. Their top soil and sod deliveries have been reliable on every one of our homes.',
      es: 'Como constructora necesito proveedores que cumplan. Sus entregas de tierra y pasto han sido puntuales en cada una de nuestras casas.',
    },
    projectType: { en: 'Builder supply', es: 'Suministro para constructor' },
    date: '2024-12-09',
  },
];
