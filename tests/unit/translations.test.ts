// Every visible string comes from the translation files, complete in both languages.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/i18n/next-i18next.config';

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'public', 'locales');
type Tree = { [key: string]: string | Tree };

function load(lang: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** i18next's plural forms of a key (`key_one`, `key_other`…) by their base key. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(pluralSuffix, '');
/** Whether a translation exists for `key`, as itself or as plural forms. */
const hasKey = (keys: Map<string, string>, key: string) => keys.has(key) || keys.has(`${key}_other`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    for (const lang of ['en', 'es']) {
      const files = readdirSync(path.join(localesDir, lang)).map((f) => f.replace(/\.json$/, '')).sort();
      expect(files).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: every key exists in both languages, with the same {{placeholders}}, none empty`, () => {
      const en = flatten(load('en', ns));
      const es = flatten(load('es', ns));
      // Plural forms are compared by their base key: each language has the forms its own rules need.
      const bases = (keys: Map<string, string>) => new Set([...keys.keys()].map(baseKey));
      expect([...bases(es)].filter((k) => !bases(en).has(k)), 'keys only in Spanish').toEqual([]);
      expect([...bases(en)].filter((k) => !bases(es).has(k)), 'keys only in English').toEqual([]);
      const vars = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();
      for (const [key, text] of en) {
        expect(text.trim(), `${ns}:${key} (en) is empty`).not.toBe('');
        const spanish = es.get(key) ?? es.get(`${baseKey(key)}_other`)!;
        expect(spanish.trim(), `${ns}:${key} (es) is empty`).not.toBe('');
        expect(vars(spanish), `${ns}:${key} placeholders`).toEqual(vars(text));
      }
      for (const [key, text] of es) expect(text.trim(), `${ns}:${key} (es) is empty`).not.toBe('');
    });
  }

  it('contain every key the code asks for with a literal t("ns:key") or a translation-key message', () => {
    const all = new Map(namespaces.map((ns) => [ns, flatten(load('en', ns))]));
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"`]((?:common|validation|home|catalogue|quote|leads|auth|pages|admin):[\w.]+)['"`]/g)) {
        const [ns, key] = match[1]!.split(':') as [(typeof namespaces)[number], string];
        if (!hasKey(all.get(ns)!, key) && !isPrefix(all.get(ns)!, key)) missing.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('contain every literal t("key") of a component, in the namespace its useTranslation names first', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const declared = text.match(/useTranslation\(\s*\[?\s*['"](\w+)['"]/);
      if (!declared) continue;
      const keys = flatten(load('en', declared[1]!));
      for (const match of text.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)) {
        if (!hasKey(keys, match[1]!)) missing.push(`${path.relative(root, file)}: ${declared[1]}:${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give every counted text the plural forms of each language (no "1 products")', () => {
    for (const lang of ['en', 'es']) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((c) => c !== 'zero');
      for (const ns of namespaces) {
        const keys = flatten(load(lang, ns));
        const plural = new Set([...keys.keys()].filter((k) => pluralSuffix.test(k)).map(baseKey));
        for (const base of plural) expect(needed.filter((form) => !keys.has(`${base}_${form}`)), `${lang} ${ns}:${base}`).toEqual([]);
        // A count shown with a noun that changes with the number is a plural key, not one fixed text.
        const fixed = [...keys].filter(([k, text]) => !pluralSuffix.test(k) && /\{\{count\}\} (rows|products|problems|changes|prices|attempts|days|varieties|cubic|filas|productos|problemas|cambios|precios|intentos|días|variedades|yardas)/.test(text));
        expect(fixed.map(([k]) => `${lang} ${ns}:${k}`)).toEqual([]);
      }
    }
  });
});

/** `pages:meta.${id}.title` style keys are checked through their fixed prefix (each page's own: tests/unit/page-table.test.ts). */
function isPrefix(keys: Map<string, string>, key: string) {
  return key.endsWith('.') && [...keys.keys()].some((k) => k.startsWith(key));
}
