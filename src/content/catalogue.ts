// The built-in catalogue: categories, products and default delivery bands.
// This is what a fresh database is loaded with; staff change prices and text in /admin.
//
// Prices are integer cents. Grass is priced per square foot, everything else per cubic yard.
// A price of null means the spec gives none: the site shows "call for price".
//
// Coverage figures use 1 cubic yard = 27 cubic feet: about 160 sq ft at 2 in deep,
// about 100 sq ft at 3 in, about 80 sq ft at 4 in and about 55 sq ft at 6 in.
import type { CategorySeed, DeliveryBandSeed, Localized, ProductSeed } from './types';

const SQ_FT: Localized = { en: 'sq ft', es: 'pie²' };
const CUBIC_YARD: Localized = { en: 'cubic yard', es: 'yarda cúbica' };

const image = (slug: string) => `/images/products/${slug}.webp`;

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export const categories: CategorySeed[] = [
  { key: 'grass', name: { en: 'Grass', es: 'Pasto' }, sortOrder: 1 },
  { key: 'rock', name: { en: 'Rock', es: 'Roca' }, sortOrder: 2 },
  { key: 'mulch', name: { en: 'Mulch', es: 'Mulch' }, sortOrder: 3 },
  { key: 'soil', name: { en: 'Soil', es: 'Tierra' }, sortOrder: 4 },
  { key: 'sand', name: { en: 'Sand', es: 'Arena' }, sortOrder: 5 },
];

// ---------------------------------------------------------------------------
// Grass (sod), priced per square foot
// ---------------------------------------------------------------------------

const grass: ProductSeed[] = [
  // St. Augustine
  {
    slug: 'st-augustine-raleigh',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'St. Augustine Raleigh', es: 'San Agustín Raleigh' },
    description: {
      en: 'A cold-hardy St. Augustine developed at North Carolina State University. Raleigh forms a thick, medium-green lawn with wide blades, handles partial shade well and resists St. Augustine Decline (SAD) virus. A dependable choice for shaded yards across Montgomery County.',
      es: 'Un San Agustín resistente al frío, desarrollado en la Universidad Estatal de Carolina del Norte. Raleigh forma un pasto tupido de color verde medio con hojas anchas, tolera bien la sombra parcial y resiste el virus del declive del San Agustín (SAD). Una opción confiable para los jardines con sombra del condado de Montgomery.',
    },
    features: {
      en: [
        'Good shade tolerance',
        'Better cold tolerance than most St. Augustine',
        'Resists St. Augustine Decline (SAD) virus',
        'Wide, medium-green blades',
        'Dense growth that crowds out weeds',
      ],
      es: [
        'Buena tolerancia a la sombra',
        'Más resistente al frío que la mayoría de los San Agustín',
        'Resiste el virus del declive del San Agustín (SAD)',
        'Hojas anchas de color verde medio',
        'Crecimiento tupido que frena la maleza',
      ],
    },
    isFeatured: true,
    sortOrder: 1,
    listPriceCents: 82,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to partial shade', es: 'Pleno sol a sombra parcial' },
    water: { en: 'Moderate to high', es: 'Moderada a alta' },
    traffic: { en: 'Low to moderate', es: 'Bajo a moderado' },
    establishment: { en: '2-3 weeks', es: '2-3 semanas' },
    bestFor: { en: 'Home lawns with some shade', es: 'Jardines residenciales con algo de sombra' },
    image: image('st-augustine-raleigh'),
  },
  {
    slug: 'st-augustine-palmetto',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'St. Augustine Palmetto', es: 'San Agustín Palmetto' },
    description: {
      en: 'A semi-dwarf St. Augustine with a finer blade and a soft, emerald-green color. Palmetto is one of the most shade-tolerant St. Augustine varieties and also holds up well to heat, drought and cold, which makes it a versatile lawn for sun or shade.',
      es: 'Un San Agustín semienano de hoja más fina, suave y de color verde esmeralda. Palmetto es una de las variedades de San Agustín que mejor tolera la sombra y también resiste bien el calor, la sequía y el frío, por lo que sirve para jardines con sol o con sombra.',
    },
    features: {
      en: [
        'Excellent shade tolerance (4-6 hours of sun)',
        'Finer blade than standard St. Augustine',
        'Rich emerald-green color',
        'Good heat, drought and cold tolerance',
        'Soft texture underfoot',
      ],
      es: [
        'Excelente tolerancia a la sombra (4-6 horas de sol)',
        'Hoja más fina que el San Agustín común',
        'Color verde esmeralda intenso',
        'Buena tolerancia al calor, la sequía y el frío',
        'Textura suave al caminar',
      ],
    },
    isFeatured: false,
    sortOrder: 2,
    listPriceCents: 85,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to partial shade', es: 'Pleno sol a sombra parcial' },
    water: { en: 'Moderate', es: 'Moderada' },
    traffic: { en: 'Moderate', es: 'Moderado' },
    establishment: { en: '2-3 weeks', es: '2-3 semanas' },
    bestFor: { en: 'Lawns with mixed sun and shade', es: 'Jardines con sol y sombra' },
    image: image('st-augustine-palmetto'),
  },
  {
    slug: 'st-augustine-floratam',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'St. Augustine Floratam', es: 'San Agustín Floratam' },
    description: {
      en: 'Released by the University of Florida and Texas A&M, Floratam is a vigorous, coarse-bladed St. Augustine bred to resist chinch bugs and St. Augustine Decline. It thrives in heat and full sun but needs at least 6 hours of direct sun a day.',
      es: 'Lanzado por la Universidad de Florida y Texas A&M, Floratam es un San Agustín vigoroso de hoja gruesa, desarrollado para resistir la chinche (chinch bug) y el declive del San Agustín. Crece muy bien con calor y pleno sol, pero necesita por lo menos 6 horas de sol directo al día.',
    },
    features: {
      en: [
        'Excellent heat tolerance',
        'Bred to resist chinch bugs and SAD virus',
        'Wide, coarse blades with a blue-green color',
        'Fast, vigorous spread',
        'Needs at least 6 hours of direct sun',
      ],
      es: [
        'Excelente tolerancia al calor',
        'Desarrollado para resistir la chinche y el virus SAD',
        'Hojas anchas y gruesas de color verde azulado',
        'Se extiende rápido y con vigor',
        'Necesita al menos 6 horas de sol directo',
      ],
    },
    isFeatured: false,
    sortOrder: 3,
    listPriceCents: 85,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun', es: 'Pleno sol' },
    water: { en: 'Moderate', es: 'Moderada' },
    traffic: { en: 'Low to moderate', es: 'Bajo a moderado' },
    establishment: { en: '2-3 weeks', es: '2-3 semanas' },
    bestFor: { en: 'Sunny, hot yards', es: 'Jardines soleados y calurosos' },
    image: image('st-augustine-floratam'),
  },
  {
    slug: 'st-augustine-provista',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'St. Augustine ProVista', es: 'San Agustín ProVista' },
    description: {
      en: 'A St. Augustine developed from Floratam that grows more slowly, so it needs less mowing and edging. ProVista also tolerates glyphosate weed killers labeled for it, which makes keeping the lawn weed-free much simpler.',
      es: 'Un San Agustín desarrollado a partir del Floratam que crece más despacio, por lo que necesita menos corte y menos orillado. ProVista también tolera los herbicidas de glifosato indicados para esta variedad, lo que facilita mucho mantener el pasto libre de maleza.',
    },
    features: {
      en: [
        'Slower growth means less mowing',
        'Less edging along walks and beds',
        'Tolerates glyphosate weed killers labeled for ProVista',
        'Deep green St. Augustine color',
        'Good heat tolerance',
      ],
      es: [
        'Crece más despacio: menos cortes',
        'Menos orillado junto a banquetas y jardineras',
        'Tolera los herbicidas de glifosato indicados para ProVista',
        'Color verde intenso de San Agustín',
        'Buena tolerancia al calor',
      ],
    },
    isFeatured: false,
    sortOrder: 4,
    listPriceCents: 95,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to light shade', es: 'Pleno sol a sombra ligera' },
    water: { en: 'Moderate', es: 'Moderada' },
    traffic: { en: 'Low to moderate', es: 'Bajo a moderado' },
    establishment: { en: '2-3 weeks', es: '2-3 semanas' },
    bestFor: { en: 'Low-maintenance home lawns', es: 'Jardines residenciales de poco mantenimiento' },
    image: image('st-augustine-provista'),
  },

  // Bermuda
  {
    slug: 'bermuda-tiftuf',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Bermuda TifTuf', es: 'Bermuda TifTuf' },
    description: {
      en: 'A hybrid Bermuda from the University of Georgia, known for outstanding drought tolerance: it stays green on noticeably less water than Tifway 419. TifTuf has a fine, dark-green blade, stands up to heavy traffic and recovers quickly from wear.',
      es: 'Un Bermuda híbrido de la Universidad de Georgia, conocido por su extraordinaria tolerancia a la sequía: se mantiene verde con bastante menos agua que el Tifway 419. TifTuf tiene hoja fina de color verde oscuro, aguanta el tráfico intenso y se recupera rápido del desgaste.',
    },
    features: {
      en: [
        'Outstanding drought tolerance',
        'Uses less water than Tifway 419',
        'Fine texture, dark-green color',
        'Excellent wear tolerance and recovery',
        'Good cold tolerance for a Bermuda',
      ],
      es: [
        'Extraordinaria tolerancia a la sequía',
        'Usa menos agua que el Tifway 419',
        'Textura fina y color verde oscuro',
        'Excelente resistencia al desgaste y rápida recuperación',
        'Buena tolerancia al frío para ser Bermuda',
      ],
    },
    isFeatured: false,
    sortOrder: 5,
    listPriceCents: 85,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun', es: 'Pleno sol' },
    water: { en: 'Low', es: 'Baja' },
    traffic: { en: 'Very high', es: 'Muy alto' },
    establishment: { en: '10-14 days', es: '10-14 días' },
    bestFor: { en: 'Water-wise lawns with active use', es: 'Jardines de uso activo que ahorran agua' },
    image: image('bermuda-tiftuf'),
  },
  {
    slug: 'bermuda-tifway-419',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Bermuda Tifway 419', es: 'Bermuda Tifway 419' },
    description: {
      en: 'The hybrid Bermuda used on golf fairways and athletic fields for decades. Tifway 419 makes a dense, fine-textured, dark-green turf that handles heavy traffic and repairs itself fast. It needs full sun and regular mowing to look its best.',
      es: 'El Bermuda híbrido que se ha usado por décadas en campos de golf y canchas deportivas. Tifway 419 forma un pasto denso, de textura fina y color verde oscuro, que aguanta el tráfico intenso y se repara solo con rapidez. Necesita pleno sol y cortes frecuentes para verse mejor.',
    },
    features: {
      en: [
        'Proven on golf courses and sports fields',
        'Dense, fine-textured, dark-green turf',
        'Handles heavy foot traffic',
        'Fast recovery from wear',
        'Good heat and drought tolerance',
      ],
      es: [
        'Probado en campos de golf y canchas deportivas',
        'Pasto denso, de textura fina y verde oscuro',
        'Aguanta el tráfico peatonal intenso',
        'Se recupera rápido del desgaste',
        'Buena tolerancia al calor y la sequía',
      ],
    },
    isFeatured: true,
    sortOrder: 6,
    listPriceCents: 75,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun', es: 'Pleno sol' },
    water: { en: 'Moderate', es: 'Moderada' },
    traffic: { en: 'Very high', es: 'Muy alto' },
    establishment: { en: '10-14 days', es: '10-14 días' },
    bestFor: { en: 'Sunny lawns, sports and play areas', es: 'Jardines soleados y áreas deportivas o de juego' },
    image: image('bermuda-tifway-419'),
  },
  {
    slug: 'bermuda-celebration',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Bermuda Celebration', es: 'Bermuda Celebration' },
    description: {
      en: 'A blue-green Bermuda with excellent wear tolerance and quick recovery. Celebration handles light shade better than most Bermuda grasses and has strong drought tolerance, so it works for busy family yards as well as sports turf.',
      es: 'Un Bermuda de color verde azulado con excelente resistencia al desgaste y rápida recuperación. Celebration tolera la sombra ligera mejor que la mayoría de los pastos Bermuda y resiste bien la sequía, así que funciona tanto en jardines familiares muy usados como en canchas deportivas.',
    },
    features: {
      en: [
        'Distinctive blue-green color',
        'More shade-tolerant than most Bermudas',
        'Excellent wear tolerance and recovery',
        'Strong drought tolerance',
        'Dense turf that resists weeds',
      ],
      es: [
        'Color verde azulado característico',
        'Tolera más sombra que la mayoría de los Bermuda',
        'Excelente resistencia al desgaste y recuperación',
        'Gran tolerancia a la sequía',
        'Pasto denso que frena la maleza',
      ],
    },
    isFeatured: false,
    sortOrder: 7,
    listPriceCents: 80,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to light shade', es: 'Pleno sol a sombra ligera' },
    water: { en: 'Low to moderate', es: 'Baja a moderada' },
    traffic: { en: 'Very high', es: 'Muy alto' },
    establishment: { en: '10-14 days', es: '10-14 días' },
    bestFor: { en: 'Busy family yards and sports turf', es: 'Jardines familiares muy usados y canchas deportivas' },
    image: image('bermuda-celebration'),
  },
  {
    slug: 'common-bermuda',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Common Bermuda', es: 'Bermuda Común' },
    description: {
      en: 'The budget-friendly Bermuda. Common Bermuda is coarser and lighter green than the hybrids, but it is extremely tough: it takes heat, drought and heavy use in stride, bounces back after dry spells and covers large areas at a low cost.',
      es: 'El Bermuda más económico. El Bermuda Común es más grueso y de un verde más claro que los híbridos, pero es muy resistente: aguanta el calor, la sequía y el uso intenso, se recupera después de las temporadas secas y cubre áreas grandes a bajo costo.',
    },
    features: {
      en: [
        'Lowest cost per square foot',
        'Very heat and drought tolerant',
        'Recovers after dry spells',
        'Handles heavy use',
        'Spreads quickly over bare areas',
      ],
      es: [
        'El menor costo por pie cuadrado',
        'Muy tolerante al calor y la sequía',
        'Se recupera después de las temporadas secas',
        'Aguanta el uso intenso',
        'Cubre rápido las áreas sin pasto',
      ],
    },
    isFeatured: false,
    sortOrder: 8,
    listPriceCents: 65,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun', es: 'Pleno sol' },
    water: { en: 'Low', es: 'Baja' },
    traffic: { en: 'High', es: 'Alto' },
    establishment: { en: '10-14 days', es: '10-14 días' },
    bestFor: { en: 'Large areas, acreage and budget projects', es: 'Áreas grandes, terrenos y proyectos económicos' },
    image: image('common-bermuda'),
  },
  {
    slug: 'bermuda-stadium',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Bermuda Stadium', es: 'Bermuda Stadium' },
    description: {
      en: 'A sports-grade Bermuda turf for areas that see constant use. Stadium forms a tight, fine-textured surface that holds up to cleats, games and daily play, and recovers quickly in full sun.',
      es: 'Un pasto Bermuda de calidad deportiva para áreas de uso constante. Stadium forma una superficie cerrada y de textura fina que aguanta los tacos, los partidos y el juego diario, y se recupera rápido a pleno sol.',
    },
    features: {
      en: [
        'Sports-grade Bermuda turf',
        'Tight, fine-textured playing surface',
        'Stands up to constant use',
        'Fast recovery from wear',
        'Can be mowed short for a manicured look',
      ],
      es: [
        'Pasto Bermuda de calidad deportiva',
        'Superficie de juego cerrada y de textura fina',
        'Aguanta el uso constante',
        'Se recupera rápido del desgaste',
        'Se puede cortar bajo para un acabado impecable',
      ],
    },
    isFeatured: false,
    sortOrder: 9,
    listPriceCents: 110,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun', es: 'Pleno sol' },
    water: { en: 'Moderate', es: 'Moderada' },
    traffic: { en: 'Very high', es: 'Muy alto' },
    establishment: { en: '10-14 days', es: '10-14 días' },
    bestFor: { en: 'Sports fields and high-use play areas', es: 'Canchas deportivas y áreas de juego de uso intenso' },
    image: image('bermuda-stadium'),
  },

  // Zoysia
  {
    slug: 'zoysia-emerald',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Zoysia Emerald', es: 'Zoysia Emerald' },
    description: {
      en: 'A hybrid Zoysia with a very fine blade and a deep emerald color that forms a dense, carpet-like lawn. Emerald tolerates partial shade and crowds out weeds, but it grows slowly and recovers slowly from heavy wear. Ideal for showcase front yards.',
      es: 'Un Zoysia híbrido de hoja muy fina y color verde esmeralda intenso que forma un pasto denso, como alfombra. Emerald tolera la sombra parcial y no deja crecer la maleza, pero crece despacio y tarda en recuperarse del desgaste fuerte. Ideal para lucir el frente de la casa.',
    },
    features: {
      en: [
        'Very fine, soft blade',
        'Dense, carpet-like appearance',
        'Deep emerald-green color',
        'Good shade tolerance',
        'Slow growth, less frequent mowing',
      ],
      es: [
        'Hoja muy fina y suave',
        'Aspecto denso, como alfombra',
        'Color verde esmeralda intenso',
        'Buena tolerancia a la sombra',
        'Crece despacio: se corta con menos frecuencia',
      ],
    },
    isFeatured: false,
    sortOrder: 10,
    listPriceCents: 115,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to partial shade', es: 'Pleno sol a sombra parcial' },
    water: { en: 'Moderate', es: 'Moderada' },
    traffic: { en: 'Moderate', es: 'Moderado' },
    establishment: { en: '3-4 weeks', es: '3-4 semanas' },
    bestFor: { en: 'Showcase front lawns', es: 'Jardines frontales de lujo' },
    image: image('zoysia-emerald'),
  },
  {
    slug: 'zoysia-empire',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Zoysia Empire', es: 'Zoysia Empire' },
    description: {
      en: 'A popular, low-maintenance Zoysia with a medium-width blade. Empire makes a thick lawn that resists weeds, handles heat and drought well and needs less fertilizer and water than most St. Augustine lawns.',
      es: 'Un Zoysia popular y de poco mantenimiento, de hoja de ancho mediano. Empire forma un pasto tupido que resiste la maleza, aguanta bien el calor y la sequía, y necesita menos fertilizante y agua que la mayoría de los pastos San Agustín.',
    },
    features: {
      en: [
        'Low maintenance',
        'Good heat and drought tolerance',
        'Thick turf that resists weeds',
        'Needs less fertilizer',
        'Soft, medium-width blade',
      ],
      es: [
        'Poco mantenimiento',
        'Buena tolerancia al calor y la sequía',
        'Pasto tupido que resiste la maleza',
        'Necesita menos fertilizante',
        'Hoja suave de ancho mediano',
      ],
    },
    isFeatured: false,
    sortOrder: 11,
    listPriceCents: 105,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to partial shade', es: 'Pleno sol a sombra parcial' },
    water: { en: 'Low to moderate', es: 'Baja a moderada' },
    traffic: { en: 'Moderate to high', es: 'Moderado a alto' },
    establishment: { en: '3-4 weeks', es: '3-4 semanas' },
    bestFor: { en: 'Low-maintenance home lawns', es: 'Jardines residenciales de poco mantenimiento' },
    image: image('zoysia-empire'),
  },
  {
    slug: 'zoysia-zeon',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Zoysia Zeon', es: 'Zoysia Zeon' },
    description: {
      en: 'A fine-bladed Zoysia that is soft to the touch and one of the most shade-tolerant Zoysias. Zeon is drought tolerant, needs little fertilizer and can be mowed low for a manicured, golf-course look.',
      es: 'Un Zoysia de hoja fina, suave al tacto y uno de los Zoysia que mejor toleran la sombra. Zeon resiste la sequía, necesita poco fertilizante y se puede cortar bajo para lograr un acabado impecable, como de campo de golf.',
    },
    features: {
      en: [
        'Fine, soft blade',
        'Excellent shade tolerance for a Zoysia',
        'Drought tolerant',
        'Needs little fertilizer',
        'Can be mowed low for a manicured look',
      ],
      es: [
        'Hoja fina y suave',
        'Excelente tolerancia a la sombra para ser Zoysia',
        'Resiste la sequía',
        'Necesita poco fertilizante',
        'Se puede cortar bajo para un acabado impecable',
      ],
    },
    isFeatured: false,
    sortOrder: 12,
    listPriceCents: 115,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to partial shade', es: 'Pleno sol a sombra parcial' },
    water: { en: 'Low to moderate', es: 'Baja a moderada' },
    traffic: { en: 'Moderate to high', es: 'Moderado a alto' },
    establishment: { en: '3-4 weeks', es: '3-4 semanas' },
    bestFor: { en: 'Manicured lawns with some shade', es: 'Jardines bien cuidados con algo de sombra' },
    image: image('zoysia-zeon'),
  },
  {
    slug: 'zoysia-palisades',
    category: 'grass',
    unitType: 'GRASS',
    name: { en: 'Zoysia Palisades', es: 'Zoysia Palisades' },
    description: {
      en: 'A Zoysia developed by Texas A&M AgriLife for Texas conditions. Palisades has excellent drought tolerance, handles partial shade and needs less water, fertilizer and mowing than most lawns, while keeping a dense, medium-textured green carpet.',
      es: 'Un Zoysia desarrollado por Texas A&M AgriLife para las condiciones de Texas. Palisades tiene excelente tolerancia a la sequía, aguanta la sombra parcial y necesita menos agua, fertilizante y cortes que la mayoría de los pastos, sin perder su aspecto denso y de textura media.',
    },
    features: {
      en: [
        'Developed in Texas by Texas A&M AgriLife',
        'Excellent drought tolerance',
        'Good shade tolerance',
        'Low water and fertilizer needs',
        'Dense, medium-textured turf',
      ],
      es: [
        'Desarrollado en Texas por Texas A&M AgriLife',
        'Excelente tolerancia a la sequía',
        'Buena tolerancia a la sombra',
        'Necesita poca agua y poco fertilizante',
        'Pasto denso de textura media',
      ],
    },
    isFeatured: true,
    sortOrder: 13,
    listPriceCents: 110,
    salePriceCents: null,
    unitLabel: SQ_FT,
    sun: { en: 'Full sun to partial shade', es: 'Pleno sol a sombra parcial' },
    water: { en: 'Low', es: 'Baja' },
    traffic: { en: 'Moderate to high', es: 'Moderado a alto' },
    establishment: { en: '3-4 weeks', es: '3-4 semanas' },
    bestFor: { en: 'Water-wise Texas lawns', es: 'Jardines texanos que ahorran agua' },
    image: image('zoysia-palisades'),
  },
];

// ---------------------------------------------------------------------------
// Rock, priced per cubic yard. Spread 2-3 in deep; 4-6 in for drainage.
// ---------------------------------------------------------------------------

const rock: ProductSeed[] = [
  {
    slug: 'river-rock',
    category: 'rock',
    unitType: 'BULK',
    name: { en: 'River Rock', es: 'Piedra de Río' },
    description: {
      en: 'Smooth, rounded natural river stone in mixed tan, gray and brown tones. River rock adds a clean, natural look to beds and borders and never breaks down or washes away like mulch.',
      es: 'Piedra de río natural, lisa y redondeada, en tonos mezclados de beige, gris y café. Le da un aspecto limpio y natural a jardineras y orillas, y nunca se deshace ni se lava como el mulch.',
    },
    features: {
      en: [
        'Smooth, rounded natural stone',
        'Mixed earth-tone colors',
        'Does not decompose or blow away',
        'Helps control erosion',
        'Minimum order: 3 cubic yards',
      ],
      es: [
        'Piedra natural lisa y redondeada',
        'Colores mezclados en tonos tierra',
        'No se deshace ni se la lleva el viento',
        'Ayuda a controlar la erosión',
        'Pedido mínimo: 3 yardas cúbicas',
      ],
    },
    isFeatured: false,
    sortOrder: 1,
    listPriceCents: 4500,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    sizes: { en: '1-3 in', es: '1-3 pulgadas' },
    coverage: {
      en: '1 cubic yard covers about 100 sq ft at 3 in deep (about 160 sq ft at 2 in)',
      es: '1 yarda cúbica cubre unos 100 pies² a 3 pulgadas de profundidad (unos 160 pies² a 2 pulgadas)',
    },
    applications: {
      en: ['Flower bed borders', 'Dry creek beds', 'Downspout and drainage areas', 'Xeriscape beds'],
      es: ['Orillas de jardineras', 'Arroyos secos decorativos', 'Bajantes y zonas de drenaje', 'Jardines de bajo consumo de agua'],
    },
    image: image('river-rock'),
  },
  {
    slug: 'bull-rock',
    category: 'rock',
    unitType: 'BULK',
    name: { en: 'Bull Rock', es: 'Piedra Bola (Bull Rock)' },
    description: {
      en: 'Large rounded rock for heavy-duty drainage and erosion control. Bull rock stays in place on slopes and in water channels, and its size makes a bold statement in dry creek beds.',
      es: 'Piedra redondeada grande para drenaje pesado y control de la erosión. La piedra bola se queda en su lugar en pendientes y canales de agua, y por su tamaño luce mucho en arroyos secos decorativos.',
    },
    features: {
      en: [
        'Large rounded stones',
        'Excellent drainage',
        'Stays put on slopes and in runoff',
        'Long-lasting, no upkeep',
      ],
      es: [
        'Piedras grandes y redondeadas',
        'Excelente drenaje',
        'No se mueve en pendientes ni con el escurrimiento',
        'Dura muchos años sin mantenimiento',
      ],
    },
    isFeatured: false,
    sortOrder: 2,
    listPriceCents: 3800,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    sizes: { en: '3-5 in', es: '3-5 pulgadas' },
    coverage: {
      en: '1 cubic yard covers about 80 sq ft at 4 in deep, or about 55 sq ft at 6 in for drainage',
      es: '1 yarda cúbica cubre unos 80 pies² a 4 pulgadas de profundidad, o unos 55 pies² a 6 pulgadas para drenaje',
    },
    applications: {
      en: ['Drainage ditches and swales', 'Erosion control on slopes', 'Dry creek beds', 'Culvert and downspout outlets'],
      es: ['Zanjas y cunetas de drenaje', 'Control de erosión en pendientes', 'Arroyos secos decorativos', 'Salidas de alcantarillas y bajantes'],
    },
    image: image('bull-rock'),
  },
  {
    slug: 'pea-gravel',
    category: 'rock',
    unitType: 'BULK',
    name: { en: 'Pea Gravel', es: 'Gravilla (Pea Gravel)' },
    description: {
      en: 'Small, smooth, rounded gravel about the size of a pea. Comfortable to walk on and easy to rake level, pea gravel is a favorite for paths, patios and play areas.',
      es: 'Grava pequeña, lisa y redondeada, del tamaño de un chícharo. Es cómoda para caminar y fácil de emparejar con el rastrillo; es de las favoritas para andadores, patios y áreas de juego.',
    },
    features: {
      en: [
        'Small, smooth, rounded stones',
        'Comfortable underfoot',
        'Drains quickly',
        'Easy to spread and rake level',
      ],
      es: [
        'Piedras pequeñas, lisas y redondeadas',
        'Cómoda para caminar',
        'Drena rápido',
        'Fácil de esparcir y emparejar',
      ],
    },
    isFeatured: false,
    sortOrder: 3,
    listPriceCents: 4200,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    sizes: { en: '3/8 in', es: '3/8 de pulgada' },
    coverage: {
      en: '1 cubic yard covers about 100 sq ft at 3 in deep (about 160 sq ft at 2 in)',
      es: '1 yarda cúbica cubre unos 100 pies² a 3 pulgadas de profundidad (unos 160 pies² a 2 pulgadas)',
    },
    applications: {
      en: ['Walkways and garden paths', 'Patios and seating areas', 'Play areas', 'Dog runs', 'Around stepping stones'],
      es: ['Andadores y caminos de jardín', 'Patios y áreas para sentarse', 'Áreas de juego', 'Corrales para perros', 'Alrededor de pasos de piedra'],
    },
    image: image('pea-gravel'),
  },
  {
    slug: 'crushed-limestone',
    category: 'rock',
    unitType: 'BULK',
    name: { en: 'Crushed Limestone', es: 'Piedra Caliza Triturada' },
    description: {
      en: 'Angular crushed limestone that locks together and compacts into a firm, stable surface. The go-to base for driveways, parking pads and walkways, and the most economical rock we carry.',
      es: 'Piedra caliza triturada de forma angular que se traba y se compacta hasta formar una superficie firme y estable. Es la base preferida para entradas de autos, estacionamientos y andadores, y la piedra más económica que manejamos.',
    },
    features: {
      en: [
        'Angular stones lock together',
        'Compacts into a firm surface',
        'Ideal base material',
        'Most economical rock option',
      ],
      es: [
        'Piedras angulares que se traban entre sí',
        'Se compacta en una superficie firme',
        'Ideal como material de base',
        'La opción de piedra más económica',
      ],
    },
    isFeatured: false,
    sortOrder: 4,
    listPriceCents: 3500,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    sizes: { en: '3/4 in', es: '3/4 de pulgada' },
    coverage: {
      en: '1 cubic yard covers about 100 sq ft at 3 in deep; plan 4-6 in for driveways and drainage',
      es: '1 yarda cúbica cubre unos 100 pies² a 3 pulgadas de profundidad; calcule 4-6 pulgadas para entradas de autos y drenaje',
    },
    applications: {
      en: ['Driveways and parking pads', 'Base under pavers and patios', 'Walkways', 'Shed and A/C pads'],
      es: ['Entradas de autos y estacionamientos', 'Base para adoquines y patios', 'Andadores', 'Bases para cobertizos y aires acondicionados'],
    },
    image: image('crushed-limestone'),
  },
  {
    slug: 'decomposed-granite',
    category: 'rock',
    unitType: 'BULK',
    name: { en: 'Decomposed Granite', es: 'Granito Descompuesto' },
    description: {
      en: 'Fine, naturally weathered granite in warm tan and gold tones. Decomposed granite packs down into a firm, natural-looking surface for paths and patios and suits drought-tolerant landscapes.',
      es: 'Granito fino desgastado de forma natural, en tonos cálidos beige y dorado. El granito descompuesto se compacta y forma una superficie firme y de aspecto natural para caminos y patios, ideal para jardines que ahorran agua.',
    },
    features: {
      en: [
        'Warm tan and gold color',
        'Compacts into a firm walking surface',
        'Natural, rustic look',
        'Lets water soak into the ground',
      ],
      es: [
        'Color cálido beige y dorado',
        'Se compacta en una superficie firme para caminar',
        'Aspecto natural y rústico',
        'Deja que el agua se filtre al suelo',
      ],
    },
    isFeatured: false,
    sortOrder: 5,
    listPriceCents: 4000,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    sizes: { en: '1/4 in and smaller', es: '1/4 de pulgada o menos' },
    coverage: {
      en: '1 cubic yard covers about 100 sq ft at 3 in deep (about 160 sq ft at 2 in)',
      es: '1 yarda cúbica cubre unos 100 pies² a 3 pulgadas de profundidad (unos 160 pies² a 2 pulgadas)',
    },
    applications: {
      en: ['Garden paths', 'Patios and seating areas', 'Xeriscape landscapes', 'Between stepping stones'],
      es: ['Caminos de jardín', 'Patios y áreas para sentarse', 'Jardines de bajo consumo de agua', 'Entre pasos de piedra'],
    },
    image: image('decomposed-granite'),
  },
];

// ---------------------------------------------------------------------------
// Mulch, priced per cubic yard. Spread 2-4 in deep.
// ---------------------------------------------------------------------------

const MULCH_COVERAGE: Localized = {
  en: '1 cubic yard covers about 160 sq ft at 2 in, 100 sq ft at 3 in or 80 sq ft at 4 in deep',
  es: '1 yarda cúbica cubre unos 160 pies² a 2 pulgadas, 100 pies² a 3 pulgadas u 80 pies² a 4 pulgadas de profundidad',
};

const mulch: ProductSeed[] = [
  {
    slug: 'black-hardwood-mulch',
    category: 'mulch',
    unitType: 'BULK',
    name: { en: 'Black Hardwood Mulch', es: 'Mulch de Madera Dura Negro' },
    description: {
      en: 'Shredded hardwood mulch with a rich black color that makes plants and flowers stand out. It keeps moisture in the soil, keeps weeds down and protects roots from the Texas heat, and lasts 12-18 months.',
      es: 'Mulch de madera dura triturada en color negro intenso que hace resaltar plantas y flores. Conserva la humedad de la tierra, frena la maleza, protege las raíces del calor de Texas y dura de 12 a 18 meses.',
    },
    features: {
      en: [
        'Lasts 12-18 months',
        'Rich black color for strong contrast',
        'Cuts watering by up to 40%',
        'Suppresses weeds',
        'Insulates roots from heat',
      ],
      es: [
        'Dura de 12 a 18 meses',
        'Negro intenso que da mucho contraste',
        'Reduce el riego hasta en un 40%',
        'Frena la maleza',
        'Protege las raíces del calor',
      ],
    },
    isFeatured: false,
    sortOrder: 1,
    listPriceCents: 2800,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: MULCH_COVERAGE,
    bestFor: { en: 'Flower beds and modern landscapes', es: 'Jardineras de flores y jardines modernos' },
    image: image('black-hardwood-mulch'),
  },
  {
    slug: 'brown-hardwood-mulch',
    category: 'mulch',
    unitType: 'BULK',
    name: { en: 'Brown Hardwood Mulch', es: 'Mulch de Madera Dura Café' },
    description: {
      en: 'Shredded hardwood mulch in a natural brown tone that blends into any landscape. It holds moisture, smothers weeds and slowly feeds the soil as it breaks down, lasting 12-15 months.',
      es: 'Mulch de madera dura triturada en un tono café natural que combina con cualquier jardín. Retiene la humedad, sofoca la maleza y nutre poco a poco la tierra al descomponerse; dura de 12 a 15 meses.',
    },
    features: {
      en: [
        'Lasts 12-15 months',
        'Natural brown color',
        'Cuts watering by up to 40%',
        'Suppresses weeds',
        'Enriches the soil as it breaks down',
      ],
      es: [
        'Dura de 12 a 15 meses',
        'Color café natural',
        'Reduce el riego hasta en un 40%',
        'Frena la maleza',
        'Enriquece la tierra al descomponerse',
      ],
    },
    isFeatured: false,
    sortOrder: 2,
    listPriceCents: 2600,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: MULCH_COVERAGE,
    bestFor: { en: 'Natural-looking beds, trees and shrubs', es: 'Jardineras, árboles y arbustos con aspecto natural' },
    image: image('brown-hardwood-mulch'),
  },
  {
    slug: 'red-mulch',
    category: 'mulch',
    unitType: 'BULK',
    name: { en: 'Red Mulch', es: 'Mulch Rojo' },
    description: {
      en: 'Shredded wood mulch colored a warm red for a bright accent in beds and around trees. Like all our mulches it holds moisture, keeps weeds down and gives beds a clean, finished look.',
      es: 'Mulch de madera triturada teñido de un rojo cálido para dar un toque de color en jardineras y alrededor de los árboles. Al igual que los demás tipos de mulch, retiene la humedad, frena la maleza y le da un acabado limpio a las jardineras.',
    },
    features: {
      en: [
        'Bright red color',
        'Cuts watering by up to 40%',
        'Suppresses weeds',
        'Gives beds a clean, finished look',
      ],
      es: [
        'Color rojo llamativo',
        'Reduce el riego hasta en un 40%',
        'Frena la maleza',
        'Da un acabado limpio a las jardineras',
      ],
    },
    isFeatured: false,
    sortOrder: 3,
    listPriceCents: null,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: MULCH_COVERAGE,
    bestFor: { en: 'Colorful accents in beds and around trees', es: 'Toques de color en jardineras y alrededor de árboles' },
    image: image('red-mulch'),
  },
  {
    slug: 'hardwood-mulch',
    category: 'mulch',
    unitType: 'BULK',
    name: { en: 'Hardwood Mulch', es: 'Mulch de Madera Dura' },
    description: {
      en: 'Natural shredded hardwood mulch with no added color. It knits together to resist washing away, holds moisture, keeps weeds down and breaks down into rich organic matter that improves the soil.',
      es: 'Mulch natural de madera dura triturada, sin colorante. Se entrelaza para que no se lo lleve el agua, retiene la humedad, frena la maleza y se descompone en materia orgánica que mejora la tierra.',
    },
    features: {
      en: [
        'Natural color, no dye',
        'Knits together and resists washing away',
        'Cuts watering by up to 40%',
        'Improves the soil as it breaks down',
        'Minimum order: 5 cubic yards',
      ],
      es: [
        'Color natural, sin tinte',
        'Se entrelaza y no se lo lleva el agua',
        'Reduce el riego hasta en un 40%',
        'Mejora la tierra al descomponerse',
        'Pedido mínimo: 5 yardas cúbicas',
      ],
    },
    isFeatured: false,
    sortOrder: 4,
    listPriceCents: 3000,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: MULCH_COVERAGE,
    bestFor: { en: 'Garden beds, trees and slopes', es: 'Jardineras, árboles y pendientes' },
    image: image('hardwood-mulch'),
  },
];

// ---------------------------------------------------------------------------
// Soil, priced per cubic yard. Spread 3-6 in deep.
// ---------------------------------------------------------------------------

const SOIL_COVERAGE: Localized = {
  en: '1 cubic yard covers about 100 sq ft at 3 in deep or about 55 sq ft at 6 in',
  es: '1 yarda cúbica cubre unos 100 pies² a 3 pulgadas de profundidad o unos 55 pies² a 6 pulgadas',
};

const soil: ProductSeed[] = [
  {
    slug: 'top-soil',
    category: 'soil',
    unitType: 'BULK',
    name: { en: 'Top Soil', es: 'Tierra Vegetal (Top Soil)' },
    description: {
      en: 'Screened top soil for leveling yards, filling low spots and preparing the ground before new sod goes down. Easy to spread and shape, it gives new grass a good base to root into.',
      es: 'Tierra vegetal cernida para nivelar jardines, rellenar partes bajas y preparar el terreno antes de instalar pasto nuevo. Es fácil de esparcir y de emparejar, y le da al pasto nuevo una buena base para enraizar.',
    },
    features: {
      en: [
        'Screened for an even texture',
        'Ideal base for new sod',
        'Easy to spread and level',
        'Minimum order: 5 cubic yards',
      ],
      es: [
        'Cernida para una textura uniforme',
        'Base ideal para pasto nuevo',
        'Fácil de esparcir y nivelar',
        'Pedido mínimo: 5 yardas cúbicas',
      ],
    },
    isFeatured: false,
    sortOrder: 1,
    listPriceCents: 3500,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: SOIL_COVERAGE,
    applications: {
      en: ['Leveling yards and filling low spots', 'Preparing ground for new sod', 'Building up grade away from foundations', 'Raised areas and berms'],
      es: ['Nivelar jardines y rellenar partes bajas', 'Preparar el terreno para pasto nuevo', 'Dar pendiente hacia afuera de los cimientos', 'Áreas elevadas y bordos'],
    },
    image: image('top-soil'),
  },
  {
    slug: 'garden-soil',
    category: 'soil',
    unitType: 'BULK',
    name: { en: 'Garden Soil', es: 'Tierra para Jardín' },
    description: {
      en: 'A rich blend of soil and organic matter made for growing. Garden soil loosens heavy clay, holds moisture and feeds roots, making it the right choice for flower beds, vegetable gardens and raised beds.',
      es: 'Una mezcla rica de tierra y materia orgánica hecha para cultivar. La tierra para jardín afloja el barro pesado, retiene la humedad y nutre las raíces; es la opción ideal para jardineras de flores, huertos y camas elevadas.',
    },
    features: {
      en: [
        'Blended with organic matter',
        'Loosens heavy clay soil',
        'Holds moisture and nutrients',
        'Ready to plant',
      ],
      es: [
        'Mezclada con materia orgánica',
        'Afloja los suelos de barro pesado',
        'Retiene la humedad y los nutrientes',
        'Lista para sembrar',
      ],
    },
    isFeatured: false,
    sortOrder: 2,
    listPriceCents: null,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: SOIL_COVERAGE,
    applications: {
      en: ['Flower beds', 'Vegetable gardens', 'Raised beds', 'Planting trees and shrubs'],
      es: ['Jardineras de flores', 'Huertos', 'Camas elevadas', 'Plantar árboles y arbustos'],
    },
    image: image('garden-soil'),
  },
  {
    slug: 'compost',
    category: 'soil',
    unitType: 'BULK',
    name: { en: 'Compost', es: 'Composta' },
    description: {
      en: 'Fully decomposed organic matter that brings life back to tired soil. Work compost into beds before planting to improve drainage in clay, help sandy soil hold water and feed plants naturally.',
      es: 'Materia orgánica completamente descompuesta que le devuelve la vida a la tierra cansada. Mézclela en las jardineras antes de sembrar para mejorar el drenaje del barro, ayudar a la tierra arenosa a retener agua y nutrir las plantas de forma natural.',
    },
    features: {
      en: [
        'Fully decomposed organic matter',
        'Improves drainage in clay soil',
        'Helps sandy soil hold water',
        'Feeds plants naturally',
      ],
      es: [
        'Materia orgánica completamente descompuesta',
        'Mejora el drenaje de los suelos de barro',
        'Ayuda a la tierra arenosa a retener agua',
        'Nutre las plantas de forma natural',
      ],
    },
    isFeatured: false,
    sortOrder: 3,
    listPriceCents: null,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: {
      en: '1 cubic yard covers about 100 sq ft at 3 in deep; mix it into the top 6 in of bed soil',
      es: '1 yarda cúbica cubre unos 100 pies² a 3 pulgadas de profundidad; mézclela con las primeras 6 pulgadas de tierra de la jardinera',
    },
    applications: {
      en: ['Improving flower and vegetable beds', 'Soil preparation before planting', 'Mixing with top soil', 'Trees and shrubs'],
      es: ['Mejorar jardineras y huertos', 'Preparar la tierra antes de sembrar', 'Mezclar con tierra vegetal', 'Árboles y arbustos'],
    },
    image: image('compost'),
  },
];

// ---------------------------------------------------------------------------
// Sand, priced per cubic yard
// ---------------------------------------------------------------------------

const SAND_COVERAGE: Localized = {
  en: '1 cubic yard covers about 320 sq ft at 1 in deep or about 160 sq ft at 2 in',
  es: '1 yarda cúbica cubre unos 320 pies² a 1 pulgada de profundidad o unos 160 pies² a 2 pulgadas',
};

const sand: ProductSeed[] = [
  {
    slug: 'masonry-sand',
    category: 'sand',
    unitType: 'BULK',
    name: { en: 'Masonry Sand', es: 'Arena para Mampostería' },
    description: {
      en: 'Fine, washed sand with a smooth, uniform grain. Masonry sand mixes into smooth mortar for brick, block and stone work, and is also used to level lawns and fill sandboxes.',
      es: 'Arena fina y lavada de grano liso y uniforme. La arena para mampostería sirve para preparar un mortero suave para trabajos de ladrillo, block y piedra, y también se usa para nivelar el pasto y llenar areneros.',
    },
    features: {
      en: [
        'Fine, uniform grain',
        'Washed and screened',
        'Mixes into smooth mortar',
        'Minimum order: 5 cubic yards',
      ],
      es: [
        'Grano fino y uniforme',
        'Lavada y cernida',
        'Da un mortero suave',
        'Pedido mínimo: 5 yardas cúbicas',
      ],
    },
    isFeatured: false,
    sortOrder: 1,
    listPriceCents: 4200,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: SAND_COVERAGE,
    applications: {
      en: ['Mortar for brick, block and stone', 'Leveling and top-dressing lawns', 'Sandboxes and volleyball courts'],
      es: ['Mortero para ladrillo, block y piedra', 'Nivelar y cubrir el pasto', 'Areneros y canchas de voleibol'],
    },
    image: image('masonry-sand'),
  },
  {
    slug: 'torpedo-sand',
    category: 'sand',
    unitType: 'BULK',
    name: { en: 'Torpedo Sand', es: 'Arena Torpedo' },
    description: {
      en: 'Coarse, washed sand with larger grains that drains well and compacts firmly. Torpedo sand is the builder’s choice for concrete mixes, bedding under pavers and pipes, and drainage work.',
      es: 'Arena gruesa y lavada, de grano más grande, que drena bien y se compacta con firmeza. La arena torpedo es la preferida de los constructores para mezclas de concreto, camas para adoquines y tuberías, y trabajos de drenaje.',
    },
    features: {
      en: [
        'Coarse, washed grain',
        'Excellent drainage',
        'Compacts firmly',
        'Suited to concrete mixes',
      ],
      es: [
        'Grano grueso y lavado',
        'Excelente drenaje',
        'Se compacta con firmeza',
        'Adecuada para mezclas de concreto',
      ],
    },
    isFeatured: false,
    sortOrder: 2,
    listPriceCents: 5900,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: SAND_COVERAGE,
    applications: {
      en: ['Concrete mixes', 'Bedding under pavers', 'Pipe bedding', 'Drainage and septic systems'],
      es: ['Mezclas de concreto', 'Cama para adoquines', 'Cama para tuberías', 'Drenajes y sistemas sépticos'],
    },
    image: image('torpedo-sand'),
  },
  {
    slug: 'play-sand',
    category: 'sand',
    unitType: 'BULK',
    name: { en: 'Play Sand', es: 'Arena para Juegos' },
    description: {
      en: 'Clean, fine sand that is soft to the touch, for sandboxes and play areas. Available on request.',
      es: 'Arena limpia y fina, suave al tacto, para areneros y áreas de juego. Disponible bajo pedido.',
    },
    features: {
      en: ['Clean, fine grain', 'Soft to the touch', 'Good for sandboxes and play areas', 'Available on request'],
      es: ['Grano fino y limpio', 'Suave al tacto', 'Buena para areneros y áreas de juego', 'Disponible bajo pedido'],
    },
    isFeatured: false,
    sortOrder: 3,
    listPriceCents: null,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: {
      en: '1 cubic yard fills about 50 sq ft at 6 in deep',
      es: '1 yarda cúbica llena unos 50 pies² a 6 pulgadas de profundidad',
    },
    applications: {
      en: ['Sandboxes', 'Play areas', 'Volleyball courts'],
      es: ['Areneros', 'Áreas de juego', 'Canchas de voleibol'],
    },
    image: image('play-sand'),
  },
  {
    slug: 'concrete-sand',
    category: 'sand',
    unitType: 'BULK',
    name: { en: 'Concrete Sand', es: 'Arena para Concreto' },
    description: {
      en: 'Coarse washed sand graded for mixing concrete and for bedding pavers and flagstone. Available on request.',
      es: 'Arena gruesa lavada, graduada para preparar concreto y para la cama de adoquines y laja. Disponible bajo pedido.',
    },
    features: {
      en: ['Coarse, washed grain', 'Graded for concrete', 'Firm bedding for pavers', 'Available on request'],
      es: ['Grano grueso y lavado', 'Graduada para concreto', 'Cama firme para adoquines', 'Disponible bajo pedido'],
    },
    isFeatured: false,
    sortOrder: 4,
    listPriceCents: null,
    salePriceCents: null,
    unitLabel: CUBIC_YARD,
    coverage: SAND_COVERAGE,
    applications: {
      en: ['Concrete mixes', 'Bedding under pavers and flagstone', 'Pipe bedding'],
      es: ['Mezclas de concreto', 'Cama para adoquines y laja', 'Cama para tuberías'],
    },
    image: image('concrete-sand'),
  },
];

export const products: ProductSeed[] = [...grass, ...rock, ...mulch, ...soil, ...sand];

// ---------------------------------------------------------------------------
// Delivery bands (defaults; staff set the real ones in /admin).
// Miles are ROUND-TRIP whole miles; bands of one type are contiguous and do not overlap.
// ---------------------------------------------------------------------------

export const deliveryBands: DeliveryBandSeed[] = [
  // Sod delivery "from $75"
  { deliveryType: 'GRASS', mileRangeStart: 0, mileRangeEnd: 30, rateType: 'FLAT', rateCents: 7500 },
  { deliveryType: 'GRASS', mileRangeStart: 31, mileRangeEnd: 60, rateType: 'FLAT', rateCents: 12500 },
  { deliveryType: 'GRASS', mileRangeStart: 61, mileRangeEnd: null, rateType: 'PER_MILE', rateCents: 250 },
  // Bulk materials
  { deliveryType: 'BULK', mileRangeStart: 0, mileRangeEnd: 20, rateType: 'FLAT', rateCents: 6500 },
  { deliveryType: 'BULK', mileRangeStart: 21, mileRangeEnd: 50, rateType: 'FLAT', rateCents: 9500 },
  { deliveryType: 'BULK', mileRangeStart: 51, mileRangeEnd: null, rateType: 'PER_MILE', rateCents: 225 },
];
