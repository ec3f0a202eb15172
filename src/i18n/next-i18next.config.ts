import type { UserConfig } from 'next-i18next/pages';
import { defaultLanguage, nextDefaultLocale, nextLocales } from './settings.mjs';

/** Translation namespaces, one JSON file each under public/locales/{lang}/. */
export const namespaces = ['common', 'validation', 'home', 'catalogue', 'quote', 'leads', 'auth', 'pages', 'admin'] as const;
export type Namespace = (typeof namespaces)[number];

export const i18nConfig: UserConfig = {
  i18n: { defaultLocale: nextDefaultLocale, locales: nextLocales },
  fallbackLng: { default: [defaultLanguage] },
  defaultNS: 'common',
  ns: [...namespaces],
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // Missing keys show the key itself (spec section 8); a unit test keeps both languages complete.
  returnEmptyString: false,
};
