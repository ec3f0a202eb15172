// The five built-in blog articles (spec section 3), in both languages. Bodies are HTML limited
// to h2-h4, p, lists, strong, em, a, br; page loaders sanitize them before they reach a page.
// Advice follows the figures used across the site (spec section 9): mulch 2-4 in, rock 2-3 in
// (4-6 in for drainage), soil 3-6 in, new sod watered daily for 2 weeks, every other day in
// weeks 3-4, then 2-3 times a week; plant April-May or September-October; fertilize 3-4 times a
// year; mulch cuts watering by up to 40%.
import { pathFor } from '@/routing/routes';
import type { Lang, Localized } from './types';

export interface BlogPost {
  slug: string;
  title: Localized;
  excerpt: Localized;
  category: Localized;
  author: Localized;
  /** ISO date */
  publishDate: string;
  readTimeMinutes: number;
  tags: Localized<string[]>;
  content: Localized;
}

/** {name}: the business's name from its settings, put in by the page loader. */
const author: Localized = { en: 'The {name} Team', es: 'El equipo de {name}' };

/** An internal link in an article, in the article's language. */
const link = (lang: Lang, id: Parameters<typeof pathFor>[1], text: string) => `<a href="${pathFor(lang, id)}">${text}</a>`;

export const blogPosts: BlogPost[] = [
  {
    slug: 'best-grass-types-texas-climate',
    title: { en: 'The Best Grass Types for the Texas Climate', es: 'Los Mejores Tipos de Pasto para el Clima de Texas' },
    excerpt: {
      en: 'St. Augustine, Bermuda or Zoysia? How to choose the right sod for the heat, humidity, shade and clay soils of Montgomery County.',
      es: '¿St. Augustine, Bermuda o Zoysia? Cómo elegir el pasto correcto para el calor, la humedad, la sombra y los suelos arcillosos del condado de Montgomery.',
    },
    category: { en: 'Lawn Care', es: 'Cuidado del Césped' },
    author,
    publishDate: '2025-03-15',
    readTimeMinutes: 7,
    tags: { en: ['sod', 'St. Augustine', 'Bermuda', 'Zoysia', 'Texas lawns'], es: ['pasto', 'St. Augustine', 'Bermuda', 'Zoysia', 'jardines de Texas'] },
    content: {
      en: `<p>Southeast Texas summers are long, hot and humid, winters are short and mild, and most yards sit on heavy clay or sandy loam. Cool-season grasses such as fescue struggle here. The lawns that thrive are <strong>warm-season grasses</strong>: St. Augustine, Bermuda and Zoysia. Each has its own strengths, and the right choice depends mostly on how much sun your yard gets and how much foot traffic it carries.</p>
<h2>St. Augustine: the shade-tolerant favorite</h2>
<p>St. Augustine is the most common lawn in the Houston area for good reason. Its wide blades form a thick, blue-green carpet that crowds out weeds, and it tolerates more shade than any other warm-season grass.</p>
<ul>
<li><strong>Raleigh</strong> handles part shade and cooler snaps well.</li>
<li><strong>Palmetto</strong> keeps its color in 4-6 hours of sun, ideal under pines and live oaks.</li>
<li><strong>Floratam</strong> loves full sun and resists chinch bugs, but does not like deep shade.</li>
</ul>
<p>St. Augustine does not tolerate heavy traffic as well as Bermuda, and it spreads only by above-ground runners, so it is always laid as sod rather than seeded.</p>
<h2>Bermuda: built for sun and play</h2>
<p>Bermuda grass is the choice for full-sun yards, sports fields and homes with kids and dogs. It recovers quickly from wear, tolerates drought by going dormant and greening up again when watered, and can be mowed short for a golf-course look.</p>
<ul>
<li><strong>Tifway 419</strong> is the fine-textured standard on athletic fields.</li>
<li><strong>TifTuf</strong> keeps its color on noticeably less water than older varieties.</li>
<li><strong>Celebration</strong> has a deep blue-green color and better shade tolerance than most Bermudas.</li>
</ul>
<p>The trade-off: Bermuda needs at least 6-8 hours of direct sun and spreads aggressively into flower beds, so keep edges trimmed.</p>
<h2>Zoysia: the low-maintenance luxury lawn</h2>
<p>Zoysia grows more slowly, which means fewer mowings and a dense, soft, carpet-like lawn. It handles moderate shade and heat, stays green on modest water and resists weeds once established. Varieties like <strong>Palisades</strong>, <strong>Empire</strong>, <strong>Zeon</strong> and <strong>Emerald</strong> range from coarse and tough to fine and formal. Because it grows slowly, Zoysia takes longer to recover from damage and costs a little more per square foot.</p>
<h2>How to choose</h2>
<ol>
<li><strong>Count the hours of sun.</strong> Under 6 hours: St. Augustine (Palmetto, Raleigh) or Zoysia. Over 6 hours: any of them, with Bermuda the toughest.</li>
<li><strong>Think about traffic.</strong> Kids, dogs and parties favor Bermuda or Zoysia.</li>
<li><strong>Think about water.</strong> TifTuf Bermuda and Zoysia hold up best when watering is restricted.</li>
<li><strong>Think about upkeep.</strong> Zoysia needs the least mowing; Bermuda needs the most.</li>
</ol>
<h2>When to plant</h2>
<p>The best windows for new sod are <strong>April-May</strong> and <strong>September-October</strong>, when the soil is warm but the heat is not at its peak. Prepare the ground with 3-6 inches of good top soil, lay the sod within a day of delivery and water daily for the first 2 weeks, every other day in weeks 3-4, then 2-3 times a week. Fertilize 3-4 times a year once the lawn is established.</p>
<p>Not sure which variety suits your yard? Compare them on our ${link('en', 'grass', 'grass page')} or ${link('en', 'quote', 'get a free quote')} and we will help you decide.</p>`,
      es: `<p>Los veranos del sureste de Texas son largos, calurosos y húmedos, los inviernos cortos y templados, y la mayoría de los jardines están sobre arcilla pesada o tierra arenosa. Los pastos de clima frío, como la festuca, sufren aquí. Los que prosperan son los <strong>pastos de clima cálido</strong>: St. Augustine, Bermuda y Zoysia. Cada uno tiene sus ventajas, y la elección correcta depende sobre todo de cuánto sol recibe su jardín y cuánto tránsito tiene.</p>
<h2>St. Augustine: el favorito para la sombra</h2>
<p>St. Augustine es el pasto más común en la zona de Houston por buenas razones. Sus hojas anchas forman una alfombra gruesa de color verde azulado que ahoga la maleza, y tolera más sombra que cualquier otro pasto de clima cálido.</p>
<ul>
<li><strong>Raleigh</strong> se adapta bien a la sombra parcial y a los días frescos.</li>
<li><strong>Palmetto</strong> mantiene su color con 4 a 6 horas de sol, ideal bajo pinos y encinos.</li>
<li><strong>Floratam</strong> ama el sol pleno y resiste la chinche, pero no le gusta la sombra densa.</li>
</ul>
<p>St. Augustine no resiste el tránsito intenso tan bien como el Bermuda y solo se extiende por estolones, por eso siempre se coloca en tapetes y no se siembra.</p>
<h2>Bermuda: hecho para el sol y el juego</h2>
<p>El Bermuda es la opción para jardines con sol pleno, canchas deportivas y casas con niños y perros. Se recupera rápido del desgaste, tolera la sequía entrando en latencia y reverdece al regarlo, y se puede cortar bajo para un aspecto de campo de golf.</p>
<ul>
<li><strong>Tifway 419</strong> es el estándar de textura fina en campos deportivos.</li>
<li><strong>TifTuf</strong> mantiene su color con bastante menos agua que las variedades antiguas.</li>
<li><strong>Celebration</strong> tiene un verde azulado intenso y tolera la sombra mejor que la mayoría de los Bermuda.</li>
</ul>
<p>La desventaja: el Bermuda necesita al menos 6 a 8 horas de sol directo y se mete con fuerza en las jardineras, así que mantenga los bordes recortados.</p>
<h2>Zoysia: el jardín de lujo con poco mantenimiento</h2>
<p>El Zoysia crece más despacio, lo que significa menos cortes y un jardín denso y suave como alfombra. Tolera sombra moderada y calor, se mantiene verde con poca agua y resiste la maleza una vez establecido. Variedades como <strong>Palisades</strong>, <strong>Empire</strong>, <strong>Zeon</strong> y <strong>Emerald</strong> van de gruesas y resistentes a finas y elegantes. Por su crecimiento lento, tarda más en recuperarse de daños y cuesta un poco más por pie cuadrado.</p>
<h2>Cómo elegir</h2>
<ol>
<li><strong>Cuente las horas de sol.</strong> Menos de 6 horas: St. Augustine (Palmetto, Raleigh) o Zoysia. Más de 6 horas: cualquiera, y el Bermuda es el más resistente.</li>
<li><strong>Piense en el tránsito.</strong> Niños, perros y fiestas favorecen al Bermuda o al Zoysia.</li>
<li><strong>Piense en el agua.</strong> El Bermuda TifTuf y el Zoysia aguantan mejor cuando hay restricciones de riego.</li>
<li><strong>Piense en el mantenimiento.</strong> El Zoysia necesita menos cortes; el Bermuda, más.</li>
</ol>
<h2>Cuándo plantar</h2>
<p>Las mejores temporadas para pasto nuevo son <strong>abril-mayo</strong> y <strong>septiembre-octubre</strong>, cuando la tierra está tibia pero el calor no está en su punto más alto. Prepare el terreno con 3 a 6 pulgadas de buena tierra, coloque el pasto dentro de un día después de la entrega y riegue a diario las primeras 2 semanas, cada tercer día en las semanas 3 y 4, y luego 2 a 3 veces por semana. Fertilice 3 a 4 veces al año una vez establecido.</p>
<p>¿No sabe qué variedad le conviene? Compárelas en nuestra ${link('es', 'grass', 'página de pasto')} o ${link('es', 'quote', 'pida una cotización gratis')} y le ayudamos a decidir.</p>`,
    },
  },
  {
    slug: 'spring-landscaping-checklist-texas',
    title: { en: 'Your Spring Landscaping Checklist for Texas', es: 'Su Lista de Tareas de Jardinería de Primavera en Texas' },
    excerpt: {
      en: 'Ten jobs to do between March and May so your lawn and beds are ready for a Texas summer.',
      es: 'Diez tareas para hacer entre marzo y mayo para que su jardín y sus jardineras estén listos para el verano texano.',
    },
    category: { en: 'Seasonal Tips', es: 'Consejos de Temporada' },
    author,
    publishDate: '2025-03-10',
    readTimeMinutes: 6,
    tags: { en: ['spring', 'checklist', 'lawn care', 'mulch', 'planting'], es: ['primavera', 'lista de tareas', 'cuidado del césped', 'mulch', 'siembra'] },
    content: {
      en: `<p>Spring in Montgomery County arrives early. By March the grass is waking up, and by late May the heat is on. What you do in these few weeks decides how well your yard handles the summer. Work through this checklist and your lawn and beds will be ready.</p>
<h2>Early spring (March)</h2>
<ul>
<li><strong>Clean up.</strong> Rake leaves, pine needles and fallen branches so sunlight reaches the grass and air can move through it.</li>
<li><strong>Check your irrigation.</strong> Run each zone, fix broken heads and aim sprinklers at the lawn, not the driveway.</li>
<li><strong>Apply a pre-emergent.</strong> A pre-emergent herbicide applied when soil temperatures reach about 55°F stops crabgrass and other summer weeds before they sprout.</li>
<li><strong>Sharpen the mower blade.</strong> A clean cut heals quickly; a torn blade of grass browns and invites disease.</li>
</ul>
<h2>Mid spring (April)</h2>
<ul>
<li><strong>Fertilize once the lawn has fully greened up.</strong> Feeding too early feeds the weeds. Plan on 3-4 feedings a year, the first in mid to late April.</li>
<li><strong>Replace dead patches with sod.</strong> April-May is one of the two best windows for new sod in Texas (September-October is the other). Loosen the soil, add 3-6 inches of top soil where it is thin or low, and lay the sod the day it arrives.</li>
<li><strong>Refresh your beds.</strong> Pull weeds, edge the beds and work compost or garden soil into the top few inches.</li>
</ul>
<h2>Late spring (May)</h2>
<ul>
<li><strong>Mulch before the heat.</strong> Spread 2-4 inches of hardwood mulch around shrubs and trees, keeping it a few inches away from trunks. Mulch can cut watering by up to 40% and keeps roots cool.</li>
<li><strong>Raise the mowing height.</strong> Let St. Augustine grow to 3-4 inches as the heat builds; taller grass shades its own roots.</li>
<li><strong>Switch to deep watering.</strong> Established lawns do best with 2-3 deep waterings a week in the early morning rather than a short sprinkle every day.</li>
</ul>
<h2>New sod this spring?</h2>
<p>Water new sod daily for the first 2 weeks, every other day in weeks 3-4, then 2-3 times a week. Stay off it as much as possible for the first few weeks and wait until the roots have taken hold (it will resist a gentle tug) before the first mowing.</p>
<p>Ready to start? See our ${link('en', 'grass', 'sod varieties')} and ${link('en', 'mulch', 'mulch')}, or ${link('en', 'quote', 'price your delivery')} in a minute.</p>`,
      es: `<p>La primavera llega temprano al condado de Montgomery. En marzo el pasto ya despierta y a finales de mayo el calor ya aprieta. Lo que haga en estas pocas semanas decide qué tan bien aguanta su jardín el verano. Siga esta lista y su pasto y sus jardineras estarán listos.</p>
<h2>Inicio de la primavera (marzo)</h2>
<ul>
<li><strong>Limpie.</strong> Rastrille hojas, agujas de pino y ramas caídas para que el sol llegue al pasto y circule el aire.</li>
<li><strong>Revise el riego.</strong> Encienda cada zona, repare las boquillas rotas y apunte los aspersores al pasto, no a la entrada.</li>
<li><strong>Aplique un preemergente.</strong> Un herbicida preemergente aplicado cuando la tierra llega a unos 55°F detiene la maleza de verano antes de que brote.</li>
<li><strong>Afile la cuchilla de la podadora.</strong> Un corte limpio sana rápido; una hoja desgarrada se pone café y atrae enfermedades.</li>
</ul>
<h2>Mitad de la primavera (abril)</h2>
<ul>
<li><strong>Fertilice cuando el pasto esté completamente verde.</strong> Fertilizar antes alimenta a la maleza. Planee 3 a 4 aplicaciones al año, la primera a mediados o finales de abril.</li>
<li><strong>Reemplace las zonas muertas con pasto nuevo.</strong> Abril-mayo es una de las dos mejores temporadas para pasto nuevo en Texas (la otra es septiembre-octubre). Afloje la tierra, agregue de 3 a 6 pulgadas de tierra donde esté delgada o baja y coloque el pasto el día que llegue.</li>
<li><strong>Renueve las jardineras.</strong> Quite la maleza, defina los bordes e incorpore composta o tierra de jardín en las primeras pulgadas.</li>
</ul>
<h2>Final de la primavera (mayo)</h2>
<ul>
<li><strong>Ponga mulch antes del calor.</strong> Extienda de 2 a 4 pulgadas de mulch de madera alrededor de arbustos y árboles, dejando unas pulgadas libres junto a los troncos. El mulch reduce el riego hasta un 40% y mantiene frescas las raíces.</li>
<li><strong>Suba la altura de corte.</strong> Deje crecer el St. Augustine a 3 o 4 pulgadas cuando aumente el calor; el pasto más alto da sombra a sus propias raíces.</li>
<li><strong>Cambie a riegos profundos.</strong> Un jardín establecido prefiere 2 a 3 riegos profundos por semana temprano en la mañana en lugar de un poco de agua cada día.</li>
</ul>
<h2>¿Pasto nuevo esta primavera?</h2>
<p>Riegue el pasto nuevo a diario las primeras 2 semanas, cada tercer día en las semanas 3 y 4, y luego 2 a 3 veces por semana. Evite pisarlo las primeras semanas y espere a que las raíces agarren (resistirá un tirón suave) antes del primer corte.</p>
<p>¿Listo para empezar? Vea nuestras ${link('es', 'grass', 'variedades de pasto')} y nuestro ${link('es', 'mulch', 'mulch')}, o ${link('es', 'quote', 'calcule su entrega')} en un minuto.</p>`,
    },
  },
  {
    slug: 'mulch-benefits-application-guide',
    title: { en: 'Mulch Benefits and How to Apply It Right', es: 'Beneficios del Mulch y Cómo Aplicarlo Correctamente' },
    excerpt: {
      en: 'Mulch saves water, smothers weeds and feeds your soil. Here is how much to order, how deep to spread it and the mistakes to avoid.',
      es: 'El mulch ahorra agua, sofoca la maleza y alimenta la tierra. Aquí le decimos cuánto pedir, qué tan grueso extenderlo y qué errores evitar.',
    },
    category: { en: 'Materials Guide', es: 'Guía de Materiales' },
    author,
    publishDate: '2025-03-05',
    readTimeMinutes: 5,
    tags: { en: ['mulch', 'flower beds', 'water saving', 'weed control'], es: ['mulch', 'jardineras', 'ahorro de agua', 'control de maleza'] },
    content: {
      en: `<p>A fresh layer of mulch is the quickest way to make a yard look finished, but its real value is underground. In the Texas heat, mulch is one of the best investments you can make in your beds.</p>
<h2>Why mulch?</h2>
<ul>
<li><strong>Saves water.</strong> Mulch slows evaporation and can cut watering by up to 40%.</li>
<li><strong>Keeps roots cool.</strong> Soil under mulch stays many degrees cooler on a summer afternoon.</li>
<li><strong>Smothers weeds.</strong> A full layer blocks the light weed seeds need to sprout.</li>
<li><strong>Feeds the soil.</strong> Hardwood mulch breaks down slowly into organic matter that improves clay and sandy soils alike.</li>
<li><strong>Stops erosion and splash.</strong> Heavy rain hits the mulch, not bare soil.</li>
</ul>
<h2>Black or brown hardwood?</h2>
<p>Both are shredded hardwood; the difference is mostly color. <strong>Black hardwood</strong> gives a sharp contrast with green foliage and bright flowers and holds its color roughly 12-18 months. <strong>Brown hardwood</strong> looks natural under trees and around wood fences and lasts about 12-15 months before it needs topping up.</p>
<h2>How much to order</h2>
<p>Multiply the bed's length by its width to get square feet. One cubic yard of mulch covers about 160 sq ft at 2 inches deep, 100 sq ft at 3 inches or 80 sq ft at 4 inches. A 10 by 30 foot bed (300 sq ft) at 3 inches needs about 3 cubic yards.</p>
<h2>How to apply it</h2>
<ol>
<li><strong>Weed and edge first.</strong> Pull weeds by the root and cut a clean edge between bed and lawn.</li>
<li><strong>Water the bed</strong> if the soil is dry.</li>
<li><strong>Spread 2-4 inches.</strong> Less than 2 inches lets weeds through; more than 4 inches can keep water and air from reaching the roots.</li>
<li><strong>Keep it off trunks and stems.</strong> Leave a few inches of bare ground around trees and shrubs. Piled-up "mulch volcanoes" trap moisture against the bark and invite rot and insects.</li>
<li><strong>Top up once a year.</strong> Rake the old layer to loosen it and add just enough to get back to 2-4 inches.</li>
</ol>
<h2>When to mulch</h2>
<p>Late spring, before the summer heat, is the most useful time: the soil is moist and warm and the mulch will protect it through July and August. A second top-up in fall helps insulate roots during the occasional freeze.</p>
<p>See our ${link('en', 'mulch', 'mulch options')} or ${link('en', 'quote', 'get a delivered price')}.</p>`,
      es: `<p>Una capa de mulch fresco es la forma más rápida de que un jardín se vea terminado, pero su verdadero valor está bajo tierra. Con el calor de Texas, el mulch es una de las mejores inversiones para sus jardineras.</p>
<h2>¿Por qué usar mulch?</h2>
<ul>
<li><strong>Ahorra agua.</strong> El mulch reduce la evaporación y puede disminuir el riego hasta un 40%.</li>
<li><strong>Mantiene frescas las raíces.</strong> La tierra bajo el mulch se mantiene varios grados más fresca en una tarde de verano.</li>
<li><strong>Sofoca la maleza.</strong> Una capa completa bloquea la luz que las semillas de maleza necesitan para brotar.</li>
<li><strong>Alimenta la tierra.</strong> El mulch de madera se descompone poco a poco en materia orgánica que mejora tanto la arcilla como la tierra arenosa.</li>
<li><strong>Evita la erosión y las salpicaduras.</strong> La lluvia fuerte cae sobre el mulch, no sobre la tierra desnuda.</li>
</ul>
<h2>¿Madera negra o café?</h2>
<p>Ambos son madera triturada; la diferencia es sobre todo el color. El <strong>mulch negro</strong> contrasta con el follaje verde y las flores de colores y conserva su color unos 12 a 18 meses. El <strong>mulch café</strong> se ve natural bajo los árboles y junto a cercas de madera y dura unos 12 a 15 meses antes de necesitar otra capa.</p>
<h2>Cuánto pedir</h2>
<p>Multiplique el largo de la jardinera por el ancho para obtener los pies cuadrados. Una yarda cúbica de mulch cubre unos 160 pies² a 2 pulgadas de grosor, 100 pies² a 3 pulgadas u 80 pies² a 4 pulgadas. Una jardinera de 10 por 30 pies (300 pies²) a 3 pulgadas necesita unas 3 yardas cúbicas.</p>
<h2>Cómo aplicarlo</h2>
<ol>
<li><strong>Quite la maleza y defina los bordes.</strong> Arranque la maleza de raíz y corte un borde limpio entre la jardinera y el pasto.</li>
<li><strong>Riegue la jardinera</strong> si la tierra está seca.</li>
<li><strong>Extienda de 2 a 4 pulgadas.</strong> Con menos de 2 pulgadas pasa la maleza; con más de 4 el agua y el aire no llegan bien a las raíces.</li>
<li><strong>No lo amontone junto a troncos y tallos.</strong> Deje unas pulgadas de tierra libre alrededor de árboles y arbustos. Los "volcanes de mulch" guardan humedad contra la corteza y atraen pudrición e insectos.</li>
<li><strong>Renuévelo una vez al año.</strong> Afloje la capa vieja con el rastrillo y agregue solo lo necesario para volver a 2 a 4 pulgadas.</li>
</ol>
<h2>Cuándo poner mulch</h2>
<p>El final de la primavera, antes del calor, es el mejor momento: la tierra está húmeda y tibia y el mulch la protegerá durante julio y agosto. Una segunda capa en otoño ayuda a proteger las raíces en las heladas ocasionales.</p>
<p>Vea nuestras ${link('es', 'mulch', 'opciones de mulch')} o ${link('es', 'quote', 'obtenga un precio con entrega')}.</p>`,
    },
  },
  {
    slug: 'drought-resistant-landscaping-texas',
    title: { en: 'Drought-Resistant Landscaping in Texas', es: 'Paisajismo Resistente a la Sequía en Texas' },
    excerpt: {
      en: 'Keep your yard good-looking through watering restrictions with tougher grasses, better soil, mulch and rock.',
      es: 'Mantenga su jardín atractivo durante las restricciones de riego con pastos más resistentes, mejor tierra, mulch y roca.',
    },
    category: { en: 'Sustainability', es: 'Sostenibilidad' },
    author,
    publishDate: '2025-02-28',
    readTimeMinutes: 8,
    tags: { en: ['drought', 'xeriscape', 'water saving', 'Bermuda', 'rock'], es: ['sequía', 'xerojardinería', 'ahorro de agua', 'Bermuda', 'roca'] },
    content: {
      en: `<p>Long dry spells and summer watering restrictions are a fact of life in Texas. A drought-resistant yard does not have to mean gravel and cactus. With the right grass, healthy soil, mulch and a little rock, you can keep a green, welcoming yard on far less water.</p>
<h2>1. Start with the soil</h2>
<p>Water that runs off hard clay or drains straight through sand is wasted. Before planting, work <strong>3-6 inches of quality top soil or compost</strong> into the ground. Organic matter helps clay drain and helps sand hold moisture, so roots grow deeper and need watering less often.</p>
<h2>2. Choose grass that can take the heat</h2>
<ul>
<li><strong>TifTuf Bermuda</strong> is bred to stay green on noticeably less water and recovers fast after dry spells.</li>
<li><strong>Other Bermudas</strong> go dormant in drought and green up again when watered.</li>
<li><strong>Zoysia</strong> has deep roots and a dense canopy that shades the soil.</li>
<li><strong>St. Augustine</strong> is the best choice for shade but needs the most water of the three in full sun.</li>
</ul>
<p>Consider shrinking the lawn to the areas you actually use, and turning the rest into mulched beds or rock features.</p>
<h2>3. Water deeply, not daily</h2>
<p>Established lawns do best with <strong>2-3 deep waterings a week</strong>, about an inch of water in total, early in the morning when less is lost to wind and evaporation. Deep, infrequent watering trains roots to grow down where the soil stays moist. (New sod is the exception: water it daily for the first 2 weeks, every other day in weeks 3-4, then 2-3 times a week.)</p>
<h2>4. Mulch every bed</h2>
<p>A 2-4 inch layer of hardwood mulch can cut watering by up to 40%, keeps roots cool and keeps weeds from competing for moisture. Top it up once a year.</p>
<h2>5. Use rock where plants struggle</h2>
<p>Hot strips along driveways, narrow side yards and spots where water runs off are ideal for rock. Lay landscape fabric and spread rock <strong>2-3 inches deep</strong>, or <strong>4-6 inches</strong> in a dry creek bed or drainage swale. River rock, decomposed granite and pea gravel all need no water at all.</p>
<h2>6. Plant natives and adapted plants</h2>
<p>Texas natives such as salvia, lantana, esperanza, Turk's cap and muhly grass are built for heat and dry spells. Group plants with similar water needs so you do not over-water the tough ones to keep the thirsty ones alive.</p>
<h2>7. Mow high and feed lightly</h2>
<p>Taller grass shades its roots and loses less water. Fertilize 3-4 times a year during the growing season, never during a drought, when fast new growth only increases the lawn's thirst.</p>
<h3>A sample water-wise front yard</h3>
<ul>
<li>A smaller lawn of TifTuf Bermuda or Zoysia on improved soil.</li>
<li>Beds of native plants under 3 inches of hardwood mulch.</li>
<li>A river-rock border along the driveway and a dry creek bed at the downspout.</li>
</ul>
<p>Explore our ${link('en', 'grass', 'drought-tolerant grasses')} and ${link('en', 'rock', 'landscape rock')}, or ${link('en', 'contact', 'ask us')} for advice on your yard.</p>`,
      es: `<p>Las sequías largas y las restricciones de riego en verano son parte de la vida en Texas. Un jardín resistente a la sequía no tiene que ser solo grava y cactus. Con el pasto correcto, tierra sana, mulch y un poco de roca, puede tener un jardín verde y acogedor con mucha menos agua.</p>
<h2>1. Empiece por la tierra</h2>
<p>El agua que escurre sobre la arcilla dura o se va directo a través de la arena se desperdicia. Antes de plantar, incorpore <strong>de 3 a 6 pulgadas de tierra de calidad o composta</strong>. La materia orgánica ayuda a que la arcilla drene y a que la arena retenga humedad, así las raíces crecen más profundas y necesitan menos riego.</p>
<h2>2. Elija un pasto que aguante el calor</h2>
<ul>
<li><strong>Bermuda TifTuf</strong> está desarrollado para mantenerse verde con bastante menos agua y se recupera rápido después de la sequía.</li>
<li><strong>Otros Bermuda</strong> entran en latencia en la sequía y reverdecen al regarlos.</li>
<li><strong>Zoysia</strong> tiene raíces profundas y una cubierta densa que da sombra a la tierra.</li>
<li><strong>St. Augustine</strong> es la mejor opción para la sombra, pero a pleno sol es el que más agua necesita de los tres.</li>
</ul>
<p>Considere reducir el pasto a las zonas que realmente usa y convertir el resto en jardineras con mulch o elementos de roca.</p>
<h2>3. Riegue a fondo, no a diario</h2>
<p>Un jardín establecido prefiere <strong>2 a 3 riegos profundos por semana</strong>, alrededor de una pulgada de agua en total, temprano en la mañana cuando se pierde menos por el viento y la evaporación. Regar a fondo y con menos frecuencia enseña a las raíces a bajar donde la tierra se mantiene húmeda. (El pasto nuevo es la excepción: riéguelo a diario las primeras 2 semanas, cada tercer día en las semanas 3 y 4, y luego 2 a 3 veces por semana.)</p>
<h2>4. Ponga mulch en todas las jardineras</h2>
<p>Una capa de 2 a 4 pulgadas de mulch de madera puede reducir el riego hasta un 40%, mantiene frescas las raíces y evita que la maleza compita por la humedad. Renuévela una vez al año.</p>
<h2>5. Use roca donde las plantas sufren</h2>
<p>Las franjas calientes junto a la entrada, los pasillos laterales angostos y los lugares donde escurre el agua son ideales para roca. Coloque tela de jardinería y extienda la roca <strong>de 2 a 3 pulgadas</strong>, o <strong>de 4 a 6 pulgadas</strong> en un cauce seco o canal de drenaje. La piedra de río, el granito descompuesto y la gravilla no necesitan nada de agua.</p>
<h2>6. Plante especies nativas y adaptadas</h2>
<p>Las plantas nativas de Texas como la salvia, la lantana, la esperanza, el manzanito (Turk's cap) y el zacate muhly están hechas para el calor y la sequía. Agrupe las plantas con necesidades de agua parecidas para no regar de más a las resistentes por mantener vivas a las sedientas.</p>
<h2>7. Corte alto y fertilice con moderación</h2>
<p>El pasto más alto da sombra a sus raíces y pierde menos agua. Fertilice 3 a 4 veces al año durante la temporada de crecimiento, nunca durante una sequía, cuando el crecimiento rápido solo aumenta la sed del pasto.</p>
<h3>Un ejemplo de jardín delantero que ahorra agua</h3>
<ul>
<li>Un área de pasto más pequeña de Bermuda TifTuf o Zoysia sobre tierra mejorada.</li>
<li>Jardineras con plantas nativas bajo 3 pulgadas de mulch de madera.</li>
<li>Un borde de piedra de río junto a la entrada y un cauce seco en la bajada del canalón.</li>
</ul>
<p>Conozca nuestros ${link('es', 'grass', 'pastos tolerantes a la sequía')} y nuestra ${link('es', 'rock', 'roca para jardín')}, o ${link('es', 'contact', 'pídanos consejo')} para su jardín.</p>`,
    },
  },
  {
    slug: 'rock-landscaping-design-ideas',
    title: { en: 'Rock Landscaping Design Ideas', es: 'Ideas de Diseño de Paisajismo con Roca' },
    excerpt: {
      en: 'Dry creek beds, gravel paths, borders and patios: practical ways to use river rock, pea gravel, limestone and decomposed granite.',
      es: 'Cauces secos, senderos de grava, bordes y patios: formas prácticas de usar piedra de río, gravilla, caliza y granito descompuesto.',
    },
    category: { en: 'Design Ideas', es: 'Ideas de Diseño' },
    author,
    publishDate: '2025-02-20',
    readTimeMinutes: 6,
    tags: { en: ['rock', 'design', 'drainage', 'hardscape', 'gravel'], es: ['roca', 'diseño', 'drenaje', 'paisajismo duro', 'grava'] },
    content: {
      en: `<p>Rock adds texture, color and structure to a yard, never needs mowing or watering, and solves problems plants cannot, from drainage to hot, narrow strips where nothing grows. Here are ideas that work well in Montgomery County yards, and how deep to lay each one.</p>
<h2>Dry creek beds</h2>
<p>A dry creek bed turns a soggy low spot or a downspout's runoff into a feature. Dig a shallow, winding channel, line it with landscape fabric and fill it <strong>4-6 inches deep</strong> with <strong>river rock</strong>, using a few larger <strong>bull rocks</strong> along the edges to make it look natural. It carries water away in storms and looks good when dry.</p>
<h2>Paths and walkways</h2>
<p><strong>Decomposed granite</strong> packs into a firm, natural-looking surface that is comfortable to walk on. <strong>Pea gravel</strong> is softer underfoot and drains well. Edge the path with steel or stone so the gravel stays put, lay fabric, and spread 2-3 inches; compact decomposed granite in layers for a firmer finish.</p>
<h2>Borders and mow strips</h2>
<p>A strip of river rock between the lawn and beds or along the foundation keeps mulch from washing out, stops grass from creeping into beds and keeps splash and mud off the walls. A depth of <strong>2-3 inches</strong> over fabric is enough.</p>
<h2>Patios and fire-pit areas</h2>
<p>A decomposed-granite or crushed-limestone patio costs far less than concrete and drains naturally. For a base that holds up to furniture and foot traffic, use <strong>4-6 inches</strong> of crushed limestone compacted in layers, then a top layer of decomposed granite.</p>
<h2>Driveway and parking pads</h2>
<p>Crushed limestone is the workhorse for rural driveways and extra parking. Plan on 4-6 inches over a compacted base so it does not rut after heavy rain.</p>
<h2>Mixing rock with plants</h2>
<ul>
<li>Pair light-colored limestone with dark green shrubs for contrast.</li>
<li>Use warm-toned river rock around native grasses and salvias for a Hill Country look.</li>
<li>Leave planting pockets in rock beds and top them with mulch so the soil stays cool.</li>
</ul>
<h3>How much rock do I need?</h3>
<p>One cubic yard covers about 100 sq ft at 3 inches deep, or about 55 sq ft at 6 inches. Measure length times width, choose your depth and round up a little for uneven ground.</p>
<p>Browse our ${link('en', 'rock', 'rock and gravel')} or ${link('en', 'quote', 'get a free quote')} for delivery.</p>`,
      es: `<p>La roca agrega textura, color y estructura al jardín, nunca necesita corte ni riego, y resuelve problemas que las plantas no pueden, desde el drenaje hasta las franjas calientes y angostas donde nada crece. Estas son ideas que funcionan bien en los jardines del condado de Montgomery, y qué tan gruesa colocar cada una.</p>
<h2>Cauces secos</h2>
<p>Un cauce seco convierte una zona baja encharcada o el escurrimiento de un canalón en un elemento decorativo. Excave un canal poco profundo y sinuoso, cúbralo con tela de jardinería y llénelo <strong>de 4 a 6 pulgadas</strong> con <strong>piedra de río</strong>, usando algunas <strong>piedras bull rock</strong> más grandes en las orillas para que se vea natural. Desvía el agua en las tormentas y se ve bien cuando está seco.</p>
<h2>Senderos y pasillos</h2>
<p>El <strong>granito descompuesto</strong> se compacta en una superficie firme y natural, cómoda para caminar. La <strong>gravilla</strong> es más suave al pisar y drena bien. Ponga un borde de acero o piedra para que la grava no se salga, coloque tela y extienda de 2 a 3 pulgadas; compacte el granito descompuesto por capas para un acabado más firme.</p>
<h2>Bordes y franjas de corte</h2>
<p>Una franja de piedra de río entre el pasto y las jardineras o junto a los cimientos evita que el mulch se deslave, impide que el pasto invada las jardineras y mantiene el lodo lejos de las paredes. Una capa de <strong>2 a 3 pulgadas</strong> sobre tela es suficiente.</p>
<h2>Patios y zonas de fogata</h2>
<p>Un patio de granito descompuesto o caliza triturada cuesta mucho menos que el concreto y drena de forma natural. Para una base que aguante muebles y tránsito, use <strong>de 4 a 6 pulgadas</strong> de caliza triturada compactada por capas y luego una capa final de granito descompuesto.</p>
<h2>Entradas y estacionamientos</h2>
<p>La caliza triturada es la opción más resistente para entradas rurales y estacionamiento adicional. Calcule de 4 a 6 pulgadas sobre una base compactada para que no se hagan surcos después de lluvias fuertes.</p>
<h2>Combinar roca con plantas</h2>
<ul>
<li>Combine caliza de color claro con arbustos verde oscuro para crear contraste.</li>
<li>Use piedra de río de tonos cálidos alrededor de pastos nativos y salvias para un estilo Hill Country.</li>
<li>Deje espacios para plantas en las zonas de roca y cúbralos con mulch para que la tierra se mantenga fresca.</li>
</ul>
<h3>¿Cuánta roca necesito?</h3>
<p>Una yarda cúbica cubre unos 100 pies² a 3 pulgadas de grosor, o unos 55 pies² a 6 pulgadas. Mida el largo por el ancho, elija el grosor y redondee un poco hacia arriba por los desniveles.</p>
<p>Vea nuestra ${link('es', 'rock', 'roca y grava')} o ${link('es', 'quote', 'pida una cotización gratis')} con entrega.</p>`,
    },
  },
];

/** The article shown for an unknown slug (spec: the first one). */
export const FALLBACK_POST_SLUG = 'best-grass-types-texas-climate';

export function findBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((p) => p.slug === slug);
}

/** The two related articles: the first two of the other articles (spec). */
export function relatedPosts(slug: string, count = 2): BlogPost[] {
  return blogPosts.filter((p) => p.slug !== slug).slice(0, count);
}
