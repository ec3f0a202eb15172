// Server-side translation from the same JSON files the pages use: message keys (validation and
// error messages, so an API answer is in the caller's language), and the texts a page's props
// carry to the browser (`pageTranslations`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { development } from '@/config/build';
import type { Lang } from '@/i18n/languages';
import { resolveKey, type TranslationTree } from '@/i18n/resolve';
import type { PageTranslations } from '@/i18n/translation';

const cache = new Map<string, TranslationTree>();
// In development an edited JSON file shows on the next render.
const reload = development;

function load(lang: Lang, ns: string): TranslationTree {
  const id = `${lang}/${ns}`;
  let tree = cache.get(id);
  if (!tree || reload) {
    try {
      tree = JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', lang, `${ns}.json`), 'utf8')) as TranslationTree;
    } catch {
      tree = {};
    }
    cache.set(id, tree);
  }
  return tree;
}

/** `translate(lang, 'namespace:some.key', values)` (src/i18n/resolve.ts); unknown keys come back as the key. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  return resolveKey((ns) => load(lang, ns), lang, 'common', key, values);
}

/** A page's texts: the namespaces it uses, in its language, for its props (`useTranslation` reads them). */
export function pageTranslations(lang: Lang, namespaces: readonly string[]): { translations: PageTranslations } {
  const resources = Object.fromEntries([...new Set(namespaces)].map((ns) => [ns, load(lang, ns)]));
  return { translations: { lang, resources } };
}
