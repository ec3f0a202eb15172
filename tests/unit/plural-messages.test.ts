// Counts read right in both languages: "1 row has problems", "1 fila tiene problemas", never
// "1 rows", both in the browser (i18next) and in the server's translated answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';

async function browser(lang: 'en' | 'es') {
  const load = (ns: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lang}/${ns}.json`), 'utf8'));
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { admin: load('admin'), common: load('common') } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(lang, 'admin');
}

describe('counts', () => {
  it('agree with the number in the back office', async () => {
    const en = await browser('en');
    const es = await browser('es');
    expect(en('csv.applied', { count: 1 })).toBe('1 product updated from the file.');
    expect(en('csv.applied', { count: 3 })).toBe('3 products updated from the file.');
    expect(es('csv.applied', { count: 1 })).toBe('1 producto actualizado desde el archivo.');
    expect(es('csv.applied', { count: 1_000_000 })).toMatch(/^1000000 productos actualizados/);
    expect(es('dashboard.overdue', { count: 1 })).toBe('1 espera más de 24 h');
    expect(en('age.days', { count: 1 })).toBe('1 day');
    expect(es('outbox.attempts', { count: 2 })).toBe('2 intentos');
    const summary = (t: typeof en, changes: number, unchanged: number) =>
      t('csv.summary', { changes: t('csv.summaryChanges', { count: changes }), unchanged: t('csv.summaryUnchanged', { count: unchanged }) });
    expect(summary(en, 1, 1)).toBe('1 product will change, 1 stays the same.');
    expect(summary(es, 2, 1)).toBe('2 productos cambiarán, 1 queda igual.');
    expect(en('common:menu.varietyCount', { count: 1 })).toBe('1 variety');
  });

  it('agree with the number in the server’s messages', () => {
    expect(translate('en', 'admin:csv.errors.fixFirst', { count: 1 })).toBe('1 row has problems. Fix it and preview again; nothing was changed.');
    expect(translate('es', 'admin:csv.errors.fixFirst', { count: 4 })).toBe('4 filas tienen problemas. Corríjalas y vuelva a previsualizar; no se cambió nada.');
    expect(translate('en', 'admin:nav.leads', { count: 2 })).toBe('Leads');
    expect(translate('en', 'common:errors.tooManyRequests', { minutes: 1, count: 1 })).toBe('Too many requests. Please try again in 1 minute.');
    expect(translate('es', 'common:errors.tooManyRequests', { minutes: 1, count: 1 })).toBe('Demasiadas solicitudes. Intente de nuevo en 1 minuto.');
    expect(translate('en', 'common:errors.tooManyRequests', { minutes: 5, count: 5 })).toBe('Too many requests. Please try again in 5 minutes.');
  });
});
