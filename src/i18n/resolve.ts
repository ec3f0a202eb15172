// How a translation key becomes text, for the server (src/server/i18n/translate.ts) and the
// browser (src/i18n/translation.tsx) alike: the meaning i18next gave our JSON files, nothing more.
// `ns:some.nested.key`; with a numeric `count`, the plural form `key_one`, `key_many`… of the
// language (Intl.PluralRules), then `key_other`, then `key`; `{{name}}` filled from the values (a
// value not given stays as written). A key with no text comes back as the key.
import type { Lang } from './languages';

export type TranslationTree = { [key: string]: string | TranslationTree };
/** Values for a key's `{{placeholders}}` (and `count` for its plural form). */
export type TranslationValues = Record<string, unknown>;

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralForm(parent: TranslationTree, last: string, lang: Lang, count: unknown): string | TranslationTree | undefined {
  if (typeof count !== 'number') return parent[last];
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return parent[`${last}_${rules.select(count)}`] ?? parent[`${last}_other`] ?? parent[last];
}

/** The text of `key` (`ns:path` or `path` in `defaultNs`), found through `treeOf(ns)`. */
export function resolveKey(treeOf: (ns: string) => TranslationTree | undefined, lang: Lang, defaultNs: string, key: string, values: TranslationValues = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [defaultNs, key];
  const parts = rest.split('.');
  const last = parts.pop()!;
  let parent: string | TranslationTree | undefined = treeOf(ns);
  for (const part of parts) parent = typeof parent === 'object' ? parent[part] : undefined;
  const node = typeof parent === 'object' ? pluralForm(parent, last, lang, values.count) : undefined;
  if (typeof node !== 'string' || node === '') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (values[name] === undefined || values[name] === null ? `{{${name}}}` : String(values[name])));
}
