import type { UserConfig } from 'next-i18next/pages';
import { development } from '../config/build';
import { nextDefaultLocale, nextLocales } from './settings.mjs';

/** Translation namespaces, one JSON file each under public/locales/{lang}/. */
export const namespaces = ['common', 'validation', 'home', 'catalogue', 'quote', 'leads', 'auth', 'pages', 'admin', 'orders', 'security', 'membership', 'business', 'members', 'documents', 'driver'] as const;
export type Namespace = (typeof namespaces)[number];

export const i18nConfig: UserConfig = {
  i18n: { defaultLocale: nextDefaultLocale, locales: nextLocales },
  // No fallback language: a missing key shows the key itself (spec section 8), and a Spanish page
  // does not carry the English texts too (they made its HTML 14 kB bigger). A unit test keeps
  // both languages complete.
  fallbackLng: false,
  defaultNS: 'common',
  ns: [...namespaces],
  reloadOnPrerender: development,
  returnEmptyString: false,
};
