import type { RouteId } from './routes';

/** Header navigation, in the spec's order (section 2). */
export const mainNav: { id: RouteId; labelKey: string }[] = [
  { id: 'home', labelKey: 'nav.home' },
  { id: 'grass', labelKey: 'nav.grass' },
  { id: 'rock', labelKey: 'nav.rock' },
  { id: 'mulch', labelKey: 'nav.mulch' },
  { id: 'soil', labelKey: 'nav.soil' },
  { id: 'sand', labelKey: 'nav.sand' },
  { id: 'services', labelKey: 'nav.services' },
  { id: 'products', labelKey: 'nav.products' },
  { id: 'blog', labelKey: 'nav.blog' },
  { id: 'about', labelKey: 'nav.about' },
  { id: 'areas', labelKey: 'nav.areas' },
  { id: 'contact', labelKey: 'nav.contact' },
];

export const productNav: RouteId[] = ['grass', 'rock', 'mulch', 'soil', 'sand'];
