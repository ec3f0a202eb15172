// Area detail pages (/{lang}/areas/{slug}): everything about a town beyond what the ZIP check
// needs (name, ZIPs, population, delivery time live in service-areas.ts and the database).
//
// FOR THE BUSINESS TO REVIEW: the spec names these fields but not their values. Town facts are
// rounded public figures (U.S. Census ACS estimates, town histories); service prices are
// 'from' prices; testimonials and projects are representative examples, seed data only: they
// are loaded into the database (showcase-seed.ts), where staff replace them with real customers'
// words and jobs in /admin → Projects and Testimonials. Money is integer cents.
import type { Localized } from './types';

export interface AreaService {
  title: Localized;
  description: Localized;
  /** Starting price of a typical job, integer cents. */
  priceFromCents: number;
}

export interface AreaTestimonial {
  name: string;
  text: Localized;
  rating: number;
  project: Localized;
}

export interface AreaProject {
  title: Localized;
  type: Localized;
  /** Size as shown, e.g. '4,500 sq ft'. */
  size: Localized;
  /** Month the job was finished, YYYY-MM. */
  completed: string;
}

export interface AreaFaq {
  question: Localized;
  answer: Localized;
}

export interface AreaDetail {
  slug: string;
  state: string;
  /** Year the town was founded or settled. */
  founded: number;
  /** Longer introduction than the ZIP-check card's description. */
  description: Localized;
  demographics: {
    medianIncomeCents: number;
    /** Share of homes lived in by their owners, whole percent. */
    homeownershipPercent: number;
    avgHomeValueCents: number;
  };
  features: Localized<string[]>;
  services: AreaService[];
  testimonials: AreaTestimonial[];
  recentProjects: AreaProject[];
  faqs: AreaFaq[];
  /** Slugs of neighbouring areas we also serve. */
  nearby: string[];
}

const dollars = (amount: number) => amount * 100;

// Services and prices are the same everywhere we deliver; only the wording of the area changes.
const standardServices: AreaService[] = [
  {
    title: { en: 'New Lawn Sod Installation', es: 'Instalación de Pasto Nuevo' },
    description: {
      en: 'Old turf and weeds removed, soil graded and amended, fresh-cut sod laid and rolled the day it is delivered.',
      es: 'Retiramos el pasto viejo y la maleza, nivelamos y mejoramos la tierra, y colocamos y compactamos el pasto recién cortado el mismo día de la entrega.',
    },
    priceFromCents: dollars(2500),
  },
  {
    title: { en: 'Flower Bed Mulch & Soil Refresh', es: 'Renovación de Mulch y Tierra en Jardineras' },
    description: {
      en: 'Beds edged and weeded, 3-6 inches of garden soil worked in where needed and 2-4 inches of hardwood mulch spread.',
      es: 'Definimos bordes y quitamos maleza, incorporamos de 3 a 6 pulgadas de tierra de jardín donde hace falta y extendemos de 2 a 4 pulgadas de mulch de madera.',
    },
    priceFromCents: dollars(2000),
  },
  {
    title: { en: 'Rock Landscaping & Drainage', es: 'Paisajismo con Roca y Drenaje' },
    description: {
      en: 'Dry creek beds, French-drain rock and rock borders laid 2-3 inches deep over fabric, or 4-6 inches where water runs.',
      es: 'Cauces secos, roca para drenaje francés y bordes de roca de 2 a 3 pulgadas sobre tela, o de 4 a 6 pulgadas donde corre el agua.',
    },
    priceFromCents: dollars(3500),
  },
  {
    title: { en: 'Full Yard Makeover', es: 'Renovación Completa del Jardín' },
    description: {
      en: 'Design, grading, sod, beds, rock and mulch for a whole front or back yard, planned with you and finished in days.',
      es: 'Diseño, nivelación, pasto, jardineras, roca y mulch para todo el jardín delantero o trasero, planeado con usted y terminado en días.',
    },
    priceFromCents: dollars(15000),
  },
];

const sodCostFaq: AreaFaq = {
  question: { en: 'How much does a typical sod project cost?', es: '¿Cuánto cuesta un proyecto típico de pasto?' },
  answer: {
    en: 'Most residential sod projects cost $2,500-$8,000+, depending on the lawn size, the grass variety and how much soil preparation is needed. Our free quote calculator prices the materials and delivery in seconds.',
    es: 'La mayoría de los proyectos residenciales de pasto cuestan entre $2,500 y $8,000 o más, según el tamaño del jardín, la variedad de pasto y la preparación de tierra necesaria. Nuestra calculadora gratuita calcula el material y la entrega en segundos.',
  },
};

const plantingFaq: AreaFaq = {
  question: { en: 'When is the best time to lay sod here?', es: '¿Cuándo es la mejor época para colocar pasto aquí?' },
  answer: {
    en: 'Spring (March-May) and early fall (September-November) give new sod the best start. Summer installs work too if you water daily for the first two weeks, every other day in weeks 3-4, then 2-3 times a week.',
    es: 'La primavera (marzo a mayo) y el inicio del otoño (septiembre a noviembre) dan al pasto nuevo el mejor comienzo. En verano también se puede si riega a diario las primeras dos semanas, cada tercer día en las semanas 3 y 4, y luego 2 a 3 veces por semana.',
  },
};

function deliveryFaq(name: string, when: Localized): AreaFaq {
  return {
    question: { en: `How fast can you deliver to ${name}?`, es: `¿Qué tan rápido entregan en ${name}?` },
    answer: {
      en: `${when.en} Bulk rock, mulch, soil and sand usually arrive within 24-48 hours of your order; sod is cut fresh for your delivery day.`,
      es: `${when.es} La roca, el mulch, la tierra y la arena a granel normalmente llegan entre 24 y 48 horas después de su pedido; el pasto se corta fresco para el día de entrega.`,
    },
  };
}

export const areaDetails: AreaDetail[] = [
  {
    slug: 'the-woodlands',
    state: 'TX',
    founded: 1974,
    description: {
      en: 'A master-planned community of tall pines, villages and parks, where many lawns get only part-day sun. We help homeowners and HOAs pick grasses that thrive in the shade and keep beds tidy with fresh mulch.',
      es: 'Una comunidad planificada de pinos altos, villas y parques, donde muchos jardines reciben sol solo parte del día. Ayudamos a propietarios y asociaciones de vecinos a elegir pastos que prosperan en la sombra y a mantener las jardineras con mulch fresco.',
    },
    demographics: { medianIncomeCents: dollars(129000), homeownershipPercent: 68, avgHomeValueCents: dollars(485000) },
    features: {
      en: ['Shade-tolerant St. Augustine and Zoysia for wooded lots', 'Deliveries that respect HOA and village guidelines', 'Gate-friendly drops for back-yard projects', 'Pine-bark and hardwood mulch for natural beds'],
      es: ['St. Augustine y Zoysia tolerantes a la sombra para terrenos arbolados', 'Entregas que respetan las normas de la asociación y de cada villa', 'Descargas cerca del portón para proyectos en el patio trasero', 'Mulch de corteza de pino y de madera para jardineras naturales'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Jennifer M.',
        rating: 5,
        text: {
          en: 'Our back yard is mostly shade from the pines. They recommended Palmetto, delivered the next morning, and the lawn has filled in beautifully.',
          es: 'Nuestro patio trasero es casi todo sombra por los pinos. Nos recomendaron Palmetto, lo entregaron a la mañana siguiente y el pasto se ha llenado muy bien.',
        },
        project: { en: 'Shade lawn replacement', es: 'Cambio de pasto en sombra' },
      },
      {
        name: 'David R.',
        rating: 5,
        text: {
          en: 'On time, careful with the driveway, and the mulch looked great. Exactly what our HOA wanted to see.',
          es: 'Puntuales, cuidadosos con la entrada y el mulch se veía excelente. Justo lo que nuestra asociación quería ver.',
        },
        project: { en: 'Front bed mulch refresh', es: 'Renovación de mulch en jardineras' },
      },
    ],
    recentProjects: [
      { title: { en: 'Shade lawn in Sterling Ridge', es: 'Pasto de sombra en Sterling Ridge' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '3,200 sq ft', es: '3,200 pies²' }, completed: '2025-03' },
      { title: { en: 'Dry creek bed in Alden Bridge', es: 'Cauce seco en Alden Bridge' }, type: { en: 'Rock landscaping', es: 'Paisajismo con roca' }, size: { en: '8 cubic yards', es: '8 yardas cúbicas' }, completed: '2025-02' },
      { title: { en: 'Bed refresh in Creekside Park', es: 'Renovación de jardineras en Creekside Park' }, type: { en: 'Mulch delivery', es: 'Entrega de mulch' }, size: { en: '12 cubic yards', es: '12 yardas cúbicas' }, completed: '2025-01' },
    ],
    faqs: [
      {
        question: { en: 'Which grass grows best under the pines?', es: '¿Qué pasto crece mejor bajo los pinos?' },
        answer: {
          en: 'St. Augustine Palmetto and Zoysia handle 4-6 hours of sun well. Bermuda needs full sun and usually thins out under trees.',
          es: 'El St. Augustine Palmetto y el Zoysia se adaptan bien con 4 a 6 horas de sol. El Bermuda necesita sol pleno y suele debilitarse bajo los árboles.',
        },
      },
      sodCostFaq,
      deliveryFaq('The Woodlands', { en: 'We deliver across every village of The Woodlands.', es: 'Entregamos en todas las villas de The Woodlands.' }),
      plantingFaq,
    ],
    nearby: ['spring', 'conroe', 'magnolia'],
  },
  {
    slug: 'cypress',
    state: 'TX',
    founded: 1840,
    description: {
      en: 'Fast-growing neighborhoods and new-home communities in northwest Harris County. We supply builders and homeowners with full pallets of sod, soil for grading and rock for drainage on flat, clay-heavy lots.',
      es: 'Vecindarios en pleno crecimiento y comunidades de casas nuevas en el noroeste del condado de Harris. Abastecemos a constructores y propietarios con tarimas completas de pasto, tierra para nivelar y roca para drenaje en terrenos planos y arcillosos.',
    },
    demographics: { medianIncomeCents: dollars(112000), homeownershipPercent: 77, avgHomeValueCents: dollars(365000) },
    features: {
      en: ['Full-pallet sod for new construction', 'Top soil for grading and low spots', 'Drainage rock for flat clay lots', 'Builder and volume pricing for members'],
      es: ['Pasto por tarima completa para construcción nueva', 'Tierra para nivelar y rellenar zonas bajas', 'Roca de drenaje para terrenos planos de arcilla', 'Precios por volumen para constructores miembros'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Maria G.',
        rating: 5,
        text: {
          en: 'The builder left us with bare dirt. They brought soil and Raleigh sod the same week and explained how to water it. Great service in Spanish too.',
          es: 'El constructor nos dejó pura tierra. Trajeron tierra y pasto Raleigh la misma semana y nos explicaron cómo regarlo. Excelente servicio también en español.',
        },
        project: { en: 'New-build lawn', es: 'Jardín de casa nueva' },
      },
      {
        name: 'Kevin T.',
        rating: 5,
        text: {
          en: 'Ordered river rock for a drainage problem along the fence. Fair price, friendly driver, and no more puddles.',
          es: 'Pedí piedra de río para un problema de drenaje junto a la cerca. Buen precio, chofer amable y ya no hay charcos.',
        },
        project: { en: 'Drainage rock', es: 'Roca para drenaje' },
      },
    ],
    recentProjects: [
      { title: { en: 'New-build lawn in Bridgeland', es: 'Jardín de casa nueva en Bridgeland' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '5,500 sq ft', es: '5,500 pies²' }, completed: '2025-03' },
      { title: { en: 'French drain off Fry Road', es: 'Drenaje francés cerca de Fry Road' }, type: { en: 'Rock landscaping', es: 'Paisajismo con roca' }, size: { en: '6 cubic yards', es: '6 yardas cúbicas' }, completed: '2025-02' },
      { title: { en: 'Backyard regrade in Towne Lake', es: 'Nivelación de patio en Towne Lake' }, type: { en: 'Soil delivery', es: 'Entrega de tierra' }, size: { en: '15 cubic yards', es: '15 yardas cúbicas' }, completed: '2024-12' },
    ],
    faqs: [
      {
        question: { en: 'Do you work with builders in Cypress?', es: '¿Trabajan con constructores en Cypress?' },
        answer: {
          en: 'Yes. Builders and contractors can apply for member pricing (save up to 15%) and schedule repeat deliveries to job sites.',
          es: 'Sí. Los constructores y contratistas pueden solicitar precios de miembro (ahorre hasta 15%) y programar entregas frecuentes a sus obras.',
        },
      },
      sodCostFaq,
      deliveryFaq('Cypress', { en: 'We deliver throughout Cypress, from Bridgeland to Towne Lake.', es: 'Entregamos en todo Cypress, desde Bridgeland hasta Towne Lake.' }),
      plantingFaq,
    ],
    nearby: ['tomball', 'spring', 'magnolia'],
  },
  {
    slug: 'magnolia',
    state: 'TX',
    founded: 1902,
    description: {
      en: 'Our home town. Magnolia mixes acreage, ranch properties and new subdivisions along FM 1488 and FM 1774. Neighbors get our quickest deliveries and can pick up at our yard by appointment.',
      es: 'Nuestro pueblo. Magnolia combina terrenos grandes, ranchos y nuevas subdivisiones a lo largo de FM 1488 y FM 1774. Los vecinos reciben nuestras entregas más rápidas y pueden recoger en nuestras instalaciones con cita previa.',
    },
    demographics: { medianIncomeCents: dollars(88000), homeownershipPercent: 79, avgHomeValueCents: dollars(410000) },
    features: {
      en: ['Quickest delivery from our Magnolia yard', 'Pickup by appointment', 'Acreage and ranch-size orders', 'Bermuda and Bahia for large sunny lots'],
      es: ['Entregas más rápidas desde nuestras instalaciones en Magnolia', 'Recogida con cita previa', 'Pedidos para terrenos grandes y ranchos', 'Bermuda y Bahía para terrenos grandes y soleados'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Tom & Linda W.',
        rating: 5,
        text: {
          en: 'We needed an acre of Bermuda on our property off FM 1774. They planned the deliveries in phases so nothing sat on pallets too long.',
          es: 'Necesitábamos un acre de Bermuda en nuestro terreno cerca de FM 1774. Planearon las entregas por etapas para que nada se quedara mucho tiempo en las tarimas.',
        },
        project: { en: 'Acreage Bermuda lawn', es: 'Bermuda en terreno grande' },
      },
      {
        name: 'Carlos H.',
        rating: 5,
        text: {
          en: 'Picked up mulch and soil myself by appointment. Quick loading and honest advice on how much I needed.',
          es: 'Recogí mulch y tierra yo mismo con cita. Cargaron rápido y me aconsejaron con honestidad cuánto necesitaba.',
        },
        project: { en: 'Pickup order', es: 'Pedido para recoger' },
      },
    ],
    recentProjects: [
      { title: { en: 'Acreage lawn off FM 1774', es: 'Jardín en terreno grande cerca de FM 1774' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '1 acre', es: '1 acre' }, completed: '2025-03' },
      { title: { en: 'Decomposed granite path', es: 'Sendero de granito descompuesto' }, type: { en: 'Rock landscaping', es: 'Paisajismo con roca' }, size: { en: '4 cubic yards', es: '4 yardas cúbicas' }, completed: '2025-02' },
      { title: { en: 'Garden beds near Old Town', es: 'Jardineras cerca del centro' }, type: { en: 'Soil & mulch', es: 'Tierra y mulch' }, size: { en: '10 cubic yards', es: '10 yardas cúbicas' }, completed: '2025-01' },
    ],
    faqs: [
      {
        question: { en: 'Can I pick up materials at your yard?', es: '¿Puedo recoger material en sus instalaciones?' },
        answer: {
          en: 'Yes, pickup is by appointment. Call us to set a time and we will have your order ready to load.',
          es: 'Sí, la recogida es con cita previa. Llámenos para acordar una hora y tendremos su pedido listo para cargar.',
        },
      },
      sodCostFaq,
      deliveryFaq('Magnolia', { en: 'Magnolia is our home base, so it gets our quickest deliveries.', es: 'Magnolia es nuestra base, así que recibe nuestras entregas más rápidas.' }),
      plantingFaq,
    ],
    nearby: ['pinehurst', 'tomball', 'montgomery'],
  },
  {
    slug: 'conroe',
    state: 'TX',
    founded: 1881,
    description: {
      en: 'The county seat of Montgomery County, from historic downtown to the homes around Lake Conroe. We deliver next day and help lakefront owners with erosion-control rock and hard-wearing grasses.',
      es: 'La sede del condado de Montgomery, desde el centro histórico hasta las casas alrededor del lago Conroe. Entregamos al día siguiente y ayudamos a quienes viven junto al lago con roca contra la erosión y pastos resistentes.',
    },
    demographics: { medianIncomeCents: dollars(64000), homeownershipPercent: 55, avgHomeValueCents: dollars(295000) },
    features: {
      en: ['Next-day delivery', 'Erosion-control rock for lakefront lots', 'Zoysia and Bermuda for high-traffic yards', 'Mulch and soil for new beds'],
      es: ['Entrega al día siguiente', 'Roca contra la erosión para terrenos junto al lago', 'Zoysia y Bermuda para jardines de mucho tránsito', 'Mulch y tierra para jardineras nuevas'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Angela P.',
        rating: 5,
        text: {
          en: 'Our lakefront slope kept washing out. The rock they recommended held through the spring storms.',
          es: 'La pendiente frente al lago se deslavaba constantemente. La roca que nos recomendaron aguantó las tormentas de primavera.',
        },
        project: { en: 'Lakefront erosion control', es: 'Control de erosión junto al lago' },
      },
      {
        name: 'James K.',
        rating: 5,
        text: {
          en: 'Ordered Zoysia on Monday, it was on my driveway Tuesday morning. Fresh, green, and no dead pieces.',
          es: 'Pedí Zoysia el lunes y el martes en la mañana ya estaba en mi entrada. Fresco, verde y sin pedazos secos.',
        },
        project: { en: 'Zoysia lawn', es: 'Jardín de Zoysia' },
      },
    ],
    recentProjects: [
      { title: { en: 'Lakefront slope near Lake Conroe', es: 'Pendiente junto al lago Conroe' }, type: { en: 'Rock landscaping', es: 'Paisajismo con roca' }, size: { en: '14 cubic yards', es: '14 yardas cúbicas' }, completed: '2025-03' },
      { title: { en: 'Family lawn in Grand Central Park', es: 'Jardín familiar en Grand Central Park' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '4,000 sq ft', es: '4,000 pies²' }, completed: '2025-02' },
      { title: { en: 'Bed refresh near downtown', es: 'Renovación de jardineras cerca del centro' }, type: { en: 'Mulch delivery', es: 'Entrega de mulch' }, size: { en: '8 cubic yards', es: '8 yardas cúbicas' }, completed: '2024-11' },
    ],
    faqs: [
      {
        question: { en: 'What stops erosion on a lakefront slope?', es: '¿Qué detiene la erosión en una pendiente junto al lago?' },
        answer: {
          en: 'Larger rock such as river rock or bull rock laid 4-6 inches deep over landscape fabric slows running water; sod on the gentler parts holds the soil with its roots.',
          es: 'Una roca más grande, como piedra de río o bull rock, colocada de 4 a 6 pulgadas sobre tela de jardinería frena el agua; el pasto en las partes menos inclinadas sujeta la tierra con sus raíces.',
        },
      },
      sodCostFaq,
      deliveryFaq('Conroe', { en: 'Conroe gets next-day delivery.', es: 'Conroe recibe entrega al día siguiente.' }),
      plantingFaq,
    ],
    nearby: ['the-woodlands', 'montgomery', 'magnolia'],
  },
  {
    slug: 'spring',
    state: 'TX',
    founded: 1840,
    description: {
      en: 'Established neighborhoods and new communities around Old Town Spring and the Grand Parkway. Many lawns here need renovation after years of heat and drought; we bring the sod, soil and know-how.',
      es: 'Vecindarios establecidos y comunidades nuevas alrededor de Old Town Spring y el Grand Parkway. Muchos jardines aquí necesitan renovarse tras años de calor y sequía; nosotros llevamos el pasto, la tierra y la experiencia.',
    },
    demographics: { medianIncomeCents: dollars(74000), homeownershipPercent: 63, avgHomeValueCents: dollars(285000) },
    features: {
      en: ['Lawn renovation for older yards', 'Drought-tolerant Bermuda and Zoysia', 'Top dressing soil to level uneven lawns', 'Mulch to cut watering by up to 40%'],
      es: ['Renovación de jardines antiguos', 'Bermuda y Zoysia tolerantes a la sequía', 'Tierra para nivelar jardines disparejos', 'Mulch que reduce el riego hasta un 40%'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Patricia L.',
        rating: 5,
        text: {
          en: 'After the last drought our lawn was mostly weeds. They helped us choose TifTuf Bermuda and it has stayed green on half the water.',
          es: 'Después de la última sequía nuestro jardín era pura maleza. Nos ayudaron a elegir Bermuda TifTuf y se ha mantenido verde con la mitad del agua.',
        },
        project: { en: 'Drought-tolerant lawn', es: 'Pasto tolerante a la sequía' },
      },
      {
        name: 'Robert S.',
        rating: 5,
        text: {
          en: 'Good price on a big load of top soil and a driver who placed it exactly where I asked.',
          es: 'Buen precio por una carga grande de tierra y un chofer que la dejó exactamente donde le pedí.',
        },
        project: { en: 'Top soil delivery', es: 'Entrega de tierra' },
      },
    ],
    recentProjects: [
      { title: { en: 'Lawn renovation near Old Town Spring', es: 'Renovación de jardín cerca de Old Town Spring' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '3,800 sq ft', es: '3,800 pies²' }, completed: '2025-03' },
      { title: { en: 'Xeriscape front yard in Gleannloch Farms', es: 'Jardín xerófilo en Gleannloch Farms' }, type: { en: 'Rock & mulch', es: 'Roca y mulch' }, size: { en: '1,200 sq ft', es: '1,200 pies²' }, completed: '2025-02' },
      { title: { en: 'Lawn leveling in Klein', es: 'Nivelación de jardín en Klein' }, type: { en: 'Soil delivery', es: 'Entrega de tierra' }, size: { en: '9 cubic yards', es: '9 yardas cúbicas' }, completed: '2024-12' },
    ],
    faqs: [
      {
        question: { en: 'Should I renovate or replace my old lawn?', es: '¿Conviene renovar o reemplazar mi jardín viejo?' },
        answer: {
          en: 'If more than half the lawn is weeds or bare, new sod is usually faster and cheaper over time than seeding and weed control. Thin patches can be plugged and top-dressed.',
          es: 'Si más de la mitad del jardín es maleza o tierra, el pasto nuevo suele ser más rápido y económico a la larga que sembrar y controlar maleza. Las zonas ralas se pueden rellenar con tapetes y tierra.',
        },
      },
      sodCostFaq,
      deliveryFaq('Spring', { en: 'We deliver throughout Spring, including Klein and Gleannloch Farms.', es: 'Entregamos en todo Spring, incluidos Klein y Gleannloch Farms.' }),
      plantingFaq,
    ],
    nearby: ['the-woodlands', 'tomball', 'cypress'],
  },
  {
    slug: 'tomball',
    state: 'TX',
    founded: 1907,
    description: {
      en: 'A railroad town turned growing suburb along SH 249, with acreage properties, horse farms and new homes. We deliver next day and supply everything from pasture-size Bermuda orders to decorative rock.',
      es: 'Un pueblo ferroviario convertido en suburbio en crecimiento sobre la SH 249, con terrenos grandes, ranchos de caballos y casas nuevas. Entregamos al día siguiente y surtimos desde pedidos grandes de Bermuda hasta roca decorativa.',
    },
    demographics: { medianIncomeCents: dollars(71000), homeownershipPercent: 56, avgHomeValueCents: dollars(330000) },
    features: {
      en: ['Next-day delivery', 'Large Bermuda orders for acreage', 'Decorative rock and decomposed granite', 'Soil and compost for gardens'],
      es: ['Entrega al día siguiente', 'Pedidos grandes de Bermuda para terrenos amplios', 'Roca decorativa y granito descompuesto', 'Tierra y composta para huertos'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Sarah B.',
        rating: 5,
        text: {
          en: 'They helped me figure out how many pallets I needed for the side yard and nothing was wasted.',
          es: 'Me ayudaron a calcular cuántas tarimas necesitaba para el jardín lateral y no se desperdició nada.',
        },
        project: { en: 'Side-yard sod', es: 'Pasto en jardín lateral' },
      },
      {
        name: 'Miguel A.',
        rating: 5,
        text: {
          en: 'Decomposed granite for our patio arrived the next day. Great quality and they answered all my questions.',
          es: 'El granito descompuesto para nuestro patio llegó al día siguiente. Excelente calidad y contestaron todas mis preguntas.',
        },
        project: { en: 'Granite patio', es: 'Patio de granito' },
      },
    ],
    recentProjects: [
      { title: { en: 'Horse-farm entrance', es: 'Entrada de rancho de caballos' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '7,000 sq ft', es: '7,000 pies²' }, completed: '2025-03' },
      { title: { en: 'Granite patio near Main Street', es: 'Patio de granito cerca de Main Street' }, type: { en: 'Rock landscaping', es: 'Paisajismo con roca' }, size: { en: '5 cubic yards', es: '5 yardas cúbicas' }, completed: '2025-02' },
      { title: { en: 'Vegetable garden beds', es: 'Camas para huerto' }, type: { en: 'Soil & compost', es: 'Tierra y composta' }, size: { en: '6 cubic yards', es: '6 yardas cúbicas' }, completed: '2025-01' },
    ],
    faqs: [
      {
        question: { en: 'How many pallets of sod do I need?', es: '¿Cuántas tarimas de pasto necesito?' },
        answer: {
          en: 'Sod is priced per square foot. Measure length times width of each area, add them up and add about 5% for cuts and edges; tell us the total and we will turn it into pallets for you.',
          es: 'El pasto se cotiza por pie cuadrado. Mida el largo por el ancho de cada zona, súmelas y agregue un 5% para cortes y orillas; díganos el total y nosotros lo convertimos en tarimas.',
        },
      },
      sodCostFaq,
      deliveryFaq('Tomball', { en: 'Tomball gets next-day delivery.', es: 'Tomball recibe entrega al día siguiente.' }),
      plantingFaq,
    ],
    nearby: ['magnolia', 'cypress', 'pinehurst'],
  },
  {
    slug: 'montgomery',
    state: 'TX',
    founded: 1837,
    description: {
      en: 'The birthplace of the Texas flag, with a historic downtown and lake communities on the west side of Lake Conroe. We deliver next day and know the sandy soils and large lots of the area.',
      es: 'La cuna de la bandera de Texas, con un centro histórico y comunidades junto al lado oeste del lago Conroe. Entregamos al día siguiente y conocemos los suelos arenosos y los terrenos grandes de la zona.',
    },
    demographics: { medianIncomeCents: dollars(96000), homeownershipPercent: 76, avgHomeValueCents: dollars(420000) },
    features: {
      en: ['Next-day delivery', 'Soil to build up sandy ground', 'Lake-community and golf-course lawns', 'Rock and mulch for large beds'],
      es: ['Entrega al día siguiente', 'Tierra para mejorar suelos arenosos', 'Jardines en comunidades del lago y campos de golf', 'Roca y mulch para jardineras grandes'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Laura F.',
        rating: 5,
        text: {
          en: 'Our sandy lot would not hold water. They suggested top soil under the new sod and the difference is night and day.',
          es: 'Nuestro terreno arenoso no retenía el agua. Nos sugirieron tierra bajo el pasto nuevo y la diferencia es enorme.',
        },
        project: { en: 'Soil and sod', es: 'Tierra y pasto' },
      },
      {
        name: 'Greg N.',
        rating: 5,
        text: {
          en: 'Friendly family business. Clear quote, no surprises on delivery day.',
          es: 'Negocio familiar muy amable. Cotización clara y sin sorpresas el día de la entrega.',
        },
        project: { en: 'Mulch and rock beds', es: 'Jardineras con mulch y roca' },
      },
    ],
    recentProjects: [
      { title: { en: 'Lake-community lawn in Walden', es: 'Jardín en la comunidad Walden' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '4,800 sq ft', es: '4,800 pies²' }, completed: '2025-03' },
      { title: { en: 'Historic-district bed makeover', es: 'Renovación de jardineras en el centro histórico' }, type: { en: 'Mulch & rock', es: 'Mulch y roca' }, size: { en: '900 sq ft', es: '900 pies²' }, completed: '2025-02' },
      { title: { en: 'Soil build-up on a sandy lot', es: 'Mejora de tierra en terreno arenoso' }, type: { en: 'Soil delivery', es: 'Entrega de tierra' }, size: { en: '18 cubic yards', es: '18 yardas cúbicas' }, completed: '2024-11' },
    ],
    faqs: [
      {
        question: { en: 'My soil is sandy. Do I need top soil before sod?', es: 'Mi tierra es arenosa. ¿Necesito tierra antes del pasto?' },
        answer: {
          en: 'Usually yes: 3-6 inches of quality top soil holds water and nutrients so the new roots establish faster.',
          es: 'Normalmente sí: de 3 a 6 pulgadas de tierra de calidad retienen el agua y los nutrientes para que las raíces nuevas se establezcan más rápido.',
        },
      },
      sodCostFaq,
      deliveryFaq('Montgomery', { en: 'Montgomery gets next-day delivery.', es: 'Montgomery recibe entrega al día siguiente.' }),
      plantingFaq,
    ],
    nearby: ['conroe', 'magnolia', 'pinehurst'],
  },
  {
    slug: 'pinehurst',
    state: 'TX',
    founded: 1920,
    description: {
      en: 'A quiet community just down the road from our Magnolia yard, with wooded lots and family homes. Short drives mean quick deliveries of grass, rock, mulch, soil and sand.',
      es: 'Una comunidad tranquila a unos minutos de nuestras instalaciones en Magnolia, con terrenos arbolados y casas familiares. Las distancias cortas significan entregas rápidas de pasto, roca, mulch, tierra y arena.',
    },
    demographics: { medianIncomeCents: dollars(76000), homeownershipPercent: 78, avgHomeValueCents: dollars(265000) },
    features: {
      en: ['Short drive from our yard', 'Shade grasses for wooded lots', 'Small orders welcome', 'Play sand and mason sand'],
      es: ['A pocos minutos de nuestras instalaciones', 'Pastos de sombra para terrenos arbolados', 'Aceptamos pedidos pequeños', 'Arena para juegos y arena de albañilería'],
    },
    services: standardServices,
    testimonials: [
      {
        name: 'Brenda C.',
        rating: 5,
        text: {
          en: 'Just needed a few pallets for a shady patch. No problem, delivered the same week with great advice.',
          es: 'Solo necesitaba unas cuantas tarimas para una zona con sombra. Sin problema, lo entregaron la misma semana con muy buenos consejos.',
        },
        project: { en: 'Shade patch repair', es: 'Reparación de zona con sombra' },
      },
      {
        name: 'Luis M.',
        rating: 5,
        text: {
          en: 'Sand for the kids\u2019 play area and mulch for the beds in one delivery. Very easy.',
          es: 'Arena para el área de juegos de los niños y mulch para las jardineras en una sola entrega. Muy fácil.',
        },
        project: { en: 'Sand and mulch', es: 'Arena y mulch' },
      },
    ],
    recentProjects: [
      { title: { en: 'Shade lawn repair', es: 'Reparación de pasto en sombra' }, type: { en: 'Sod installation', es: 'Instalación de pasto' }, size: { en: '1,500 sq ft', es: '1,500 pies²' }, completed: '2025-03' },
      { title: { en: 'Backyard play area', es: 'Área de juegos en el patio' }, type: { en: 'Sand delivery', es: 'Entrega de arena' }, size: { en: '4 cubic yards', es: '4 yardas cúbicas' }, completed: '2025-02' },
      { title: { en: 'Front bed refresh', es: 'Renovación de jardineras delanteras' }, type: { en: 'Mulch delivery', es: 'Entrega de mulch' }, size: { en: '5 cubic yards', es: '5 yardas cúbicas' }, completed: '2025-01' },
    ],
    faqs: [
      {
        question: { en: 'Do you deliver small orders?', es: '¿Entregan pedidos pequeños?' },
        answer: {
          en: 'Yes. Pinehurst is close to our yard, so even a few pallets or yards are worth the trip. Pickup by appointment is another option.',
          es: 'Sí. Pinehurst está cerca de nuestras instalaciones, así que incluso unas cuantas tarimas o yardas valen el viaje. También puede recoger con cita previa.',
        },
      },
      sodCostFaq,
      deliveryFaq('Pinehurst', { en: 'Pinehurst is minutes from our yard.', es: 'Pinehurst está a minutos de nuestras instalaciones.' }),
      plantingFaq,
    ],
    nearby: ['magnolia', 'tomball', 'montgomery'],
  },
];

/** The area shown for an unknown slug (spec: falls back to The Woodlands). */
export const FALLBACK_AREA_SLUG = 'the-woodlands';

export function findAreaDetail(slug: string): AreaDetail | undefined {
  return areaDetails.find((a) => a.slug === slug);
}
