// The page's texts in React: `_app` gives the texts a page's props carry (`pageTranslations` on
// the server, src/server/i18n/translate.ts) to `useTranslation(ns)`, which resolves keys as the
// server does (src/i18n/resolve.ts). A few lines instead of i18next and its React and Next
// bindings, which were 18 kB gzip of every page's JavaScript.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resolveKey, type TranslationTree, type TranslationValues } from './resolve';
import { defaultLanguage, type Lang } from './languages';

/** What a page's props carry: its language and the namespaces its parts use. */
export interface PageTranslations {
  lang: Lang;
  resources: Record<string, TranslationTree>;
}

export type TFunction = (key: string, values?: TranslationValues) => string;

const TranslationContext = createContext<PageTranslations>({ lang: defaultLanguage, resources: {} });

export function TranslationProvider({ translations, children }: { translations: PageTranslations; children: ReactNode }) {
  return <TranslationContext.Provider value={translations}>{children}</TranslationContext.Provider>;
}

/** `t(key, values)` in namespace `ns` (a key may name another: `common:actions.call`), and the language. */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: { language: Lang } } {
  const { lang, resources } = useContext(TranslationContext);
  return useMemo(() => {
    const t: TFunction = (key, values) => resolveKey((name) => resources[name], lang, ns, key, values);
    return { t, i18n: { language: lang } };
  }, [lang, resources, ns]);
}
