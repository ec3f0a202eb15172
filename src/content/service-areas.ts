// Where we deliver. ZIP codes are the ones the ZIP check on the areas page accepts.
// 77384 belongs to both The Woodlands and Conroe; a ZIP check shows the area with the
// lower sortOrder (The Woodlands).
import type { Localized, ServiceAreaSeed } from './types';

const NEXT_DAY: Localized = { en: 'Next Day', es: 'Al Día Siguiente' };
const DELIVERY_AVAILABLE: Localized = { en: 'Delivery Available', es: 'Entrega Disponible' };

export const serviceAreas: ServiceAreaSeed[] = [
  {
    slug: 'the-woodlands',
    name: 'The Woodlands',
    zipCodes: ['77380', '77381', '77382', '77384', '77385', '77386', '77387', '77393'],
    deliveryTime: DELIVERY_AVAILABLE,
    description: {
      en: 'Sod, rock, mulch and soil delivered to homes and businesses across the wooded villages of The Woodlands, where shade-tolerant grasses are a local favorite.',
      es: 'Entregamos pasto, roca, mulch y tierra a casas y negocios en todas las villas arboladas de The Woodlands, donde los pastos que toleran la sombra son los favoritos.',
    },
    featured: true,
    distanceMinutes: 25,
    population: 118000,
    minimumOrderCents: 15000,
    sortOrder: 1,
  },
  {
    slug: 'cypress',
    name: 'Cypress',
    zipCodes: ['77429', '77433', '77065', '77070', '77095'],
    deliveryTime: DELIVERY_AVAILABLE,
    description: {
      en: 'Grass and bulk landscape materials delivered to Cypress neighborhoods and new-home builders in northwest Harris County.',
      es: 'Pasto y materiales a granel para los vecindarios de Cypress y los constructores de casas nuevas en el noroeste del condado de Harris.',
    },
    featured: true,
    distanceMinutes: 35,
    population: 200000,
    minimumOrderCents: 15000,
    sortOrder: 2,
  },
  {
    slug: 'magnolia',
    name: 'Magnolia',
    zipCodes: ['77354', '77355'],
    deliveryTime: DELIVERY_AVAILABLE,
    description: {
      en: 'Our home town. Magnolia gets our quickest deliveries, and you can also pick up at our yard by appointment.',
      es: 'Nuestro pueblo. En Magnolia hacemos nuestras entregas más rápidas, y usted también puede recoger su material en nuestras instalaciones con cita previa.',
    },
    featured: true,
    distanceMinutes: 10,
    population: 2400,
    minimumOrderCents: 10000,
    sortOrder: 3,
  },
  {
    slug: 'conroe',
    name: 'Conroe',
    zipCodes: ['77301', '77302', '77303', '77304', '77305', '77318', '77384'],
    deliveryTime: NEXT_DAY,
    description: {
      en: 'Next-day delivery to Conroe, the county seat of Montgomery County, including homes around Lake Conroe.',
      es: 'Entrega al día siguiente en Conroe, la sede del condado de Montgomery, incluidas las casas alrededor del lago Conroe.',
    },
    featured: false,
    distanceMinutes: 30,
    population: 105000,
    minimumOrderCents: 12500,
    sortOrder: 4,
  },
  {
    slug: 'spring',
    name: 'Spring',
    zipCodes: ['77373', '77379', '77388', '77389'],
    deliveryTime: DELIVERY_AVAILABLE,
    description: {
      en: 'Sod and landscape materials delivered throughout Spring in north Harris County, for new lawns and yard makeovers alike.',
      es: 'Pasto y materiales de jardinería a domicilio en todo Spring, al norte del condado de Harris, tanto para jardines nuevos como para renovaciones.',
    },
    featured: false,
    distanceMinutes: 30,
    population: 62000,
    minimumOrderCents: 13500,
    sortOrder: 5,
  },
  {
    slug: 'tomball',
    name: 'Tomball',
    zipCodes: ['77375', '77377'],
    deliveryTime: NEXT_DAY,
    description: {
      en: 'Next-day delivery to Tomball homes, acreage properties and businesses along the SH 249 corridor.',
      es: 'Entrega al día siguiente a casas, terrenos y negocios de Tomball a lo largo de la carretera SH 249.',
    },
    featured: false,
    distanceMinutes: 20,
    population: 12000,
    minimumOrderCents: null,
    sortOrder: 6,
  },
  {
    slug: 'montgomery',
    name: 'Montgomery',
    zipCodes: ['77316', '77356'],
    deliveryTime: NEXT_DAY,
    description: {
      en: 'Next-day delivery to historic Montgomery and the communities on the west side of Lake Conroe.',
      es: 'Entrega al día siguiente en el histórico Montgomery y las comunidades del lado oeste del lago Conroe.',
    },
    featured: false,
    distanceMinutes: 20,
    population: 1900,
    minimumOrderCents: null,
    sortOrder: 7,
  },
  {
    slug: 'pinehurst',
    name: 'Pinehurst',
    zipCodes: ['77362'],
    deliveryTime: DELIVERY_AVAILABLE,
    description: {
      en: 'Grass, rock, mulch, soil and sand delivered to Pinehurst, just down the road from our Magnolia yard.',
      es: 'Entregamos pasto, roca, mulch, tierra y arena en Pinehurst, a unos minutos de nuestras instalaciones en Magnolia.',
    },
    featured: false,
    distanceMinutes: 15,
    population: 4600,
    minimumOrderCents: null,
    sortOrder: 8,
  },
];

/** Also served, but listed without ZIP codes (contact and areas pages), named in each language. */
export const areasWithoutZip: readonly Localized[] = [
  { en: 'Willis', es: 'Willis' },
  { en: 'Montgomery County', es: 'condado de Montgomery' },
];
