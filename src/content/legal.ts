// Privacy policy and terms of service text (both languages). The business's address, phone
// and e-mail are added by the page from src/config/business.ts, never typed here.
// Terms follow spec section 9. Have them reviewed by counsel before relying on them.
import type { Localized } from './types';

export interface LegalSection {
  id: string;
  heading: Localized;
  paragraphs: Localized<string[]>;
  /** Optional bullet list shown after the paragraphs. */
  items?: Localized<string[]>;
}

/** Month the current texts took effect, YYYY-MM (spec: last updated January 2024). */
export const LEGAL_LAST_UPDATED = '2024-01';

export const privacySections: LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: { en: 'Information We Collect', es: 'Información que Recopilamos' },
    paragraphs: {
      en: ['We only collect the information you choose to give us, and what is needed to run the website:'],
      es: ['Solo recopilamos la información que usted decide darnos y la necesaria para que el sitio funcione:'],
    },
    items: {
      en: [
        'Contact messages: your name, e-mail address, phone number (optional), subject and message.',
        'Member pricing applications: company name, phone number and e-mail address.',
        'Accounts: your full name, e-mail address and a securely hashed password, and the quotes you save.',
        'Technical data: your IP address, used briefly to protect our forms from abuse, and the language you browse in.',
      ],
      es: [
        'Mensajes de contacto: su nombre, correo electrónico, teléfono (opcional), asunto y mensaje.',
        'Solicitudes de precios de miembro: nombre de la empresa, teléfono y correo electrónico.',
        'Cuentas: su nombre completo, correo electrónico, una contraseña guardada de forma cifrada y las cotizaciones que guarde.',
        'Datos técnicos: su dirección IP, usada brevemente para proteger nuestros formularios contra abusos, y el idioma en que navega.',
      ],
    },
  },
  {
    id: 'how-we-use-it',
    heading: { en: 'How We Use Your Information', es: 'Cómo Usamos su Información' },
    paragraphs: {
      en: ['We use your information to answer your questions, prepare quotes, schedule and deliver orders, send you the member price list you asked for, and keep your account working. We do not use it for anything else without asking you first.'],
      es: ['Usamos su información para responder sus preguntas, preparar cotizaciones, programar y entregar pedidos, enviarle la lista de precios de miembro que solicitó y mantener su cuenta funcionando. No la usamos para nada más sin preguntarle primero.'],
    },
  },
  {
    id: 'sharing',
    heading: { en: 'Sharing Your Information', es: 'Cómo Compartimos su Información' },
    paragraphs: {
      en: ['We never sell or rent your personal information. We share it only with the service providers that help us run the business (for example, website hosting and e-mail delivery), who may use it only on our behalf, or when the law requires it.'],
      es: ['Nunca vendemos ni rentamos su información personal. Solo la compartimos con los proveedores que nos ayudan a operar el negocio (por ejemplo, el alojamiento del sitio y el envío de correos), quienes solo pueden usarla en nuestro nombre, o cuando la ley lo exige.'],
    },
  },
  {
    id: 'cookies',
    heading: { en: 'Cookies', es: 'Cookies' },
    paragraphs: {
      en: ['We use only the cookies the site needs to work, such as the one that keeps you signed in. We do not use advertising or tracking cookies. The map on our contact page is loaded from OpenStreetMap only when you choose to view it.'],
      es: ['Solo usamos las cookies necesarias para que el sitio funcione, como la que mantiene su sesión iniciada. No usamos cookies de publicidad ni de rastreo. El mapa de nuestra página de contacto se carga desde OpenStreetMap solo cuando usted decide verlo.'],
    },
  },
  {
    id: 'retention-security',
    heading: { en: 'Data Retention and Security', es: 'Conservación y Seguridad de los Datos' },
    paragraphs: {
      en: ['We keep messages, applications and quotes only as long as we need them to serve you and to meet our legal and accounting obligations. Passwords are stored as one-way hashes, the site is served over encrypted connections, and only our staff can see your information.'],
      es: ['Conservamos los mensajes, solicitudes y cotizaciones solo el tiempo necesario para atenderle y cumplir nuestras obligaciones legales y contables. Las contraseñas se guardan cifradas de forma irreversible, el sitio usa conexiones cifradas y solo nuestro personal puede ver su información.'],
    },
  },
  {
    id: 'your-choices',
    heading: { en: 'Your Choices', es: 'Sus Opciones' },
    paragraphs: {
      en: ['You can ask us at any time to see, correct or delete the information we hold about you, or to stop contacting you. Contact us using the details below and we will respond within a reasonable time.'],
      es: ['Puede pedirnos en cualquier momento ver, corregir o eliminar la información que tenemos sobre usted, o que dejemos de contactarle. Escríbanos con los datos de abajo y le responderemos en un plazo razonable.'],
    },
  },
  {
    id: 'children',
    heading: { en: "Children's Privacy", es: 'Privacidad de los Menores' },
    paragraphs: {
      en: ['Our website is meant for adults arranging landscape projects. We do not knowingly collect information from children under 13.'],
      es: ['Nuestro sitio está dirigido a adultos que organizan proyectos de jardinería. No recopilamos a sabiendas información de menores de 13 años.'],
    },
  },
  {
    id: 'changes',
    heading: { en: 'Changes to This Policy', es: 'Cambios a esta Política' },
    paragraphs: {
      en: ['If we change this policy, we will post the new version on this page with a new "last updated" date.'],
      es: ['Si cambiamos esta política, publicaremos la nueva versión en esta página con una nueva fecha de "última actualización".'],
    },
  },
];

export const termsSections: LegalSection[] = [
  {
    id: 'quotes',
    heading: { en: 'Quotes and Prices', es: 'Cotizaciones y Precios' },
    paragraphs: {
      en: ['Quotes from our website calculator, by phone or by e-mail are estimates. The final price is confirmed when your order is scheduled and may change if quantities, materials, delivery distance or site conditions differ from the estimate. Prices may change without notice until an order is confirmed.'],
      es: ['Las cotizaciones de nuestra calculadora, por teléfono o por correo son estimados. El precio final se confirma al programar su pedido y puede cambiar si las cantidades, los materiales, la distancia de entrega o las condiciones del lugar difieren del estimado. Los precios pueden cambiar sin aviso hasta que se confirme el pedido.'],
    },
  },
  {
    id: 'orders-cancellation',
    heading: { en: 'Orders and Cancellations', es: 'Pedidos y Cancelaciones' },
    paragraphs: {
      en: ['You may cancel or reschedule an order at no charge up to 24 hours before the scheduled delivery. Sod is cut fresh for each delivery, so later cancellations may be charged for material already cut or loaded.'],
      es: ['Puede cancelar o reprogramar un pedido sin cargo hasta 24 horas antes de la entrega programada. El pasto se corta fresco para cada entrega, por lo que las cancelaciones posteriores pueden tener cargo por el material ya cortado o cargado.'],
    },
  },
  {
    id: 'delivery',
    heading: { en: 'Delivery', es: 'Entrega' },
    paragraphs: {
      en: ['We deliver within Montgomery County, Texas, and nearby communities listed on our website. Please make sure the delivery spot is accessible to a large truck and tell us about gates, soft ground, septic systems or underground lines. Delivery times are estimates and can change with weather and road conditions. Someone should be available to confirm where materials are placed.'],
      es: ['Entregamos dentro del condado de Montgomery, Texas, y en las comunidades cercanas que aparecen en nuestro sitio. Asegúrese de que el lugar de entrega sea accesible para un camión grande e infórmenos sobre portones, terreno blando, fosas sépticas o líneas subterráneas. Los horarios de entrega son estimados y pueden cambiar por el clima o el estado de los caminos. Alguien debe estar disponible para confirmar dónde se coloca el material.'],
    },
  },
  {
    // The waiver a customer accepts by name when the load is dropped off pavement (issue 46):
    // the acceptance form shows this very text (offPavementWaiver below). Counsel to review.
    id: 'off-pavement',
    heading: { en: 'Drops Off Pavement', es: 'Entregas Fuera del Pavimento' },
    paragraphs: {
      en: ['When you ask us to drop materials off the pavement (on a lawn, in a side yard or a backyard), our loaded truck, which weighs several tons, drives over ground we cannot inspect. You accept that it may leave ruts and may damage the lawn, curbs, sidewalks, sprinkler heads and lines, septic systems and anything buried that was not marked and told to us before delivery, and that we are not responsible for that damage. The driver may refuse a spot that looks unsafe and drop the load at the nearest safe place instead.'],
      es: ['Cuando nos pide dejar el material fuera del pavimento (en el césped, en un patio lateral o en el patio trasero), nuestro camión cargado, que pesa varias toneladas, pasa por un terreno que no podemos revisar. Usted acepta que puede dejar surcos y dañar el césped, las banquetas, las aceras, los aspersores y sus líneas, las fosas sépticas y cualquier cosa enterrada que no se haya marcado ni informado antes de la entrega, y que no somos responsables de esos daños. El chofer puede rechazar un lugar que no parezca seguro y dejar la carga en el lugar seguro más cercano.'],
    },
  },
  {
    id: 'payment',
    heading: { en: 'Payment', es: 'Pago' },
    paragraphs: {
      en: ['Payment is due at delivery. We accept cash, checks and major credit cards. A deposit may be required for large orders.'],
      es: ['El pago se realiza al momento de la entrega. Aceptamos efectivo, cheques y las principales tarjetas de crédito. Los pedidos grandes pueden requerir un depósito.'],
    },
  },
  {
    id: 'quality',
    heading: { en: 'Quality Concerns', es: 'Calidad del Material' },
    paragraphs: {
      en: ['Please inspect your materials when they arrive and report any quality concern within 24 hours of delivery, with photos if possible, so we can make it right. Sod is a living product: it should be installed the day it is delivered and watered as we advise; we cannot be responsible for sod left on pallets or not watered after delivery.'],
      es: ['Revise su material cuando llegue e infórmenos de cualquier problema de calidad dentro de las 24 horas posteriores a la entrega, con fotos si es posible, para poder resolverlo. El pasto es un producto vivo: debe instalarse el mismo día de la entrega y regarse según nuestras indicaciones; no podemos responder por pasto que se deje en las tarimas o que no se riegue después de la entrega.'],
    },
  },
  {
    id: 'returns',
    heading: { en: 'Returns', es: 'Devoluciones' },
    paragraphs: {
      en: ['Because our materials are natural, perishable or delivered in bulk, returns are considered case by case. Contact us and we will work with you on a fair solution.'],
      es: ['Como nuestros materiales son naturales, perecederos o se entregan a granel, las devoluciones se evalúan caso por caso. Contáctenos y buscaremos juntos una solución justa.'],
    },
  },
  {
    id: 'website',
    heading: { en: 'Use of This Website', es: 'Uso de este Sitio' },
    paragraphs: {
      en: ['Product descriptions, coverage figures and gardening advice on this website are general guidance; conditions on your property may differ. You agree not to misuse the site, its forms or its accounts.'],
      es: ['Las descripciones de productos, los datos de cobertura y los consejos de jardinería de este sitio son orientaciones generales; las condiciones de su propiedad pueden ser diferentes. Usted acepta no hacer mal uso del sitio, sus formularios ni sus cuentas.'],
    },
  },
  {
    id: 'liability',
    heading: { en: 'Limitation of Liability', es: 'Limitación de Responsabilidad' },
    paragraphs: {
      en: ['To the extent the law allows, our responsibility for any order is limited to the price paid for the materials and services involved.'],
      es: ['En la medida en que lo permita la ley, nuestra responsabilidad por cualquier pedido se limita al precio pagado por los materiales y servicios correspondientes.'],
    },
  },
  {
    id: 'law',
    heading: { en: 'Governing Law and Changes', es: 'Ley Aplicable y Cambios' },
    paragraphs: {
      en: ['These terms are governed by the laws of the State of Texas. We may update them from time to time; the version on this page applies to orders placed after its "last updated" date.'],
      es: ['Estos términos se rigen por las leyes del estado de Texas. Podemos actualizarlos ocasionalmente; la versión de esta página aplica a los pedidos realizados después de su fecha de "última actualización".'],
    },
  },
];

/** The off-pavement waiver: the terms' own section, shown again where the customer accepts it. */
export const offPavementWaiver = termsSections.find((s) => s.id === 'off-pavement')!;
