// The About page's story reads as a sentence in both languages whether or not the founder's name
// is configured (BUSINESS_FOUNDER): never "the founder founded…".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env.mjs';
import { storyOpening } from '@/screens/about/story';

async function translator(lang: 'en' | 'es') {
  const pages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lang}/pages.json`), 'utf8'));
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { pages } }, interpolation: { escapeValue: false } });
  return (key: string, values: Record<string, unknown>) => i18n.t(key, values);
}

describe('About story', () => {
  it('has no founder name unless one is configured', () => {
    expect(parseEnv({}).BUSINESS_FOUNDER).toBe('');
    expect(parseEnv({ BUSINESS_FOUNDER: 'Maria Garza' }).BUSINESS_FOUNDER).toBe('Maria Garza');
    expect(() => parseEnv({ BUSINESS_FOUNDER: 'M' })).toThrow(/BUSINESS_FOUNDER/);
  });

  it('without a name, opens with "we" in English and Spanish', async () => {
    const en = storyOpening(await translator('en'), { name: 'Magnolia Sod & Stone', founder: null, foundedYear: 2024 });
    const es = storyOpening(await translator('es'), { name: 'Magnolia Sod & Stone', founder: null, foundedYear: 2024 });
    expect(en).toMatch(/^We founded .*in 2024 after/);
    expect(es).toMatch(/^Fundamos .*en 2024 después/);
    for (const text of [en, es]) expect(text).not.toMatch(/founder|fundador|\{\{|^\s/i);
  });

  it('with a name, names the founder', async () => {
    expect(storyOpening(await translator('en'), { name: 'Magnolia Sod & Stone', founder: 'Maria Garza', foundedYear: 2024 })).toMatch(/^Maria Garza founded /);
    expect(storyOpening(await translator('es'), { name: 'Magnolia Sod & Stone', founder: 'Maria Garza', foundedYear: 2024 })).toMatch(/^Maria Garza fundó /);
  });
});
