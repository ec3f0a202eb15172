// Spanish copy reads as Spanish: every exclamation and question is opened and closed within its
// own sentence (¡…!, ¿…?), and known slips of a literal translation stay out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/i18n/next-i18next.config';
import { translate } from '@/server/i18n/translate';

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

function strings(lang: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.push([`${prefix}${key}`, value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const ns of namespaces) walk(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree, `${ns}:`);
  return out;
}

/** The problems of one text: an ¡ or ¿ not closed by its own sign before the sentence ends, or a closing sign never opened. */
export function unpairedMarks(text: string): string[] {
  const problems: string[] = [];
  const pairs = { '¡': '!', '¿': '?' } as const;
  let open: '¡' | '¿' | null = null;
  for (const char of text) {
    if (char === '¡' || char === '¿') {
      if (open) problems.push(`${open} not closed before ${char}`);
      open = char;
    } else if (char === '!' || char === '?') {
      if (!open || pairs[open] !== char) problems.push(`${char} without its opening sign`);
      open = null;
    } else if (char === '.' && open) {
      problems.push(`${open} not closed in its sentence`);
      open = null;
    }
  }
  if (open) problems.push(`${open} never closed`);
  return problems;
}

describe('Spanish copy', () => {
  it('finds the unpaired marks it is meant to find', () => {
    expect(unpairedMarks('¡Gracias por contactarnos. Nos comunicaremos con usted pronto!')).not.toEqual([]);
    expect(unpairedMarks('Gracias por contactarnos. ¡Nos comunicaremos con usted pronto!')).toEqual([]);
    expect(unpairedMarks('Listo para empezar?')).not.toEqual([]);
    expect(unpairedMarks('¿Habla español? ¡Sí!')).toEqual([]);
  });

  it('opens and closes every ¡…! and ¿…? within one sentence', () => {
    const wrong = strings('es')
      .map(([key, text]) => [key, text, unpairedMarks(text.replace(/\{\{\w+\}\}/g, 'x'))] as const)
      .filter(([, , problems]) => problems.length > 0);
    expect(wrong).toEqual([]);
  });

  it('never ends a sentence right after a time: es-US writes "7:30 a.m.", so "{{deadline}}." read "a.m.."', () => {
    const deadline = new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Chicago' }).format(new Date('2026-12-04T13:30:00Z'));
    expect(deadline).toMatch(/a\.\s?m\.$/);
    expect(translate('es', 'orders:order.cancelUntil', { deadline })).toBe(`Hasta el ${deadline} puede cancelar en línea.`);
    // A saved quote's "prices held until" names the moment too.
    expect(translate('es', 'quote:account.validUntil', { date: deadline })).toBe(`Hasta el ${deadline} mantenemos estos precios.`);
  });

  it('keeps the calculator’s Add button as short as in English: its column is a sixth of the row on a computer', () => {
    expect(translate('es', 'quote:calculator.add').length).toBeLessThanOrEqual(translate('en', 'quote:calculator.add').length);
  });

  it('says "estimaciones" (not the anglicism "son estimados") and keeps titles in sentence case', () => {
    const es = strings('es');
    expect(es.filter(([, text]) => /\b(son|es) (un )?estimados?\b/i.test(text))).toEqual([]);
    // English Title Case ("Página No Encontrada") is a sign of a word-for-word translation.
    const titleCase = es.filter(([, text]) => /^[¿¡]?[A-ZÁÉÍÓÚ]\p{Ll}+ (\p{Ll}+ )*(No|De|Del|Para|Por|Nuestr[oa]s?|Su|Sus) /u.test(text));
    expect(titleCase).toEqual([]);
  });
});
