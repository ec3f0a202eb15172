// Translation of message keys outside React (validation and error messages, e-mails) from the
// same JSON files the pages use, so an API answer or an e-mail is in its reader's language. Reads
// the files with node:fs: server and e-mail code only (npm run lint's import rules keep it out of
// browser code).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '@/i18n/languages';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function load(lang: Lang, ns: string): Tree {
  const id = `${lang}/${ns}`;
  let tree = cache.get(id);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', lang, `${ns}.json`), 'utf8')) as Tree;
    } catch {
      tree = {};
    }
    cache.set(id, tree);
  }
  return tree;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** i18next's plural forms: with a numeric `count`, `key_one`, `key_many` or `key_other` (then `key`). */
function pluralForm(parent: Tree, last: string, lang: Lang, count: unknown): string | Tree | undefined {
  if (typeof count !== 'number') return parent[last];
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return parent[`${last}_${rules.select(count)}`] ?? parent[`${last}_other`] ?? parent[last];
}

/** `translate(lang, 'namespace:some.key', values)`; unknown keys come back as the key. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const parts = rest.split('.');
  const last = parts.pop()!;
  let parent: string | Tree | undefined = load(lang, ns);
  for (const part of parts) parent = typeof parent === 'object' ? parent[part] : undefined;
  const node = typeof parent === 'object' ? pluralForm(parent, last, lang, values.count) : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
