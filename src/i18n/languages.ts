import { defaultLanguage as defaultLang, languages as langs } from './settings.mjs';

export type Lang = (typeof langs)[number];
export const languages: readonly Lang[] = langs;
export const defaultLanguage: Lang = defaultLang;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The page language from Next's locale; the placeholder `default` locale reads as English. */
export function langFromLocale(locale: string | undefined): Lang {
  return isLang(locale) ? locale : defaultLanguage;
}

/** BCP 47 tag for number, date and currency formatting. */
export const intlLocale: Record<Lang, string> = { en: 'en-US', es: 'es-US' };
