// Counts read right in both languages: "1 row has problems", "1 fila tiene problemas", never
// "1 rows", both in the browser (i18next) and in the server's translated answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';

async function browser(lang: 'en' | 'es', ns = 'admin') {
  const load = (name: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lang}/${name}.json`), 'utf8'));
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { admin: load('admin'), common: load('common'), quote: load('quote') } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(lang, ns);
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

  it('say "1 mile", "1 milla" for a delivery distance of one mile, in the calculator, the saved quote and the back office', async () => {
    const [en, es] = [await browser('en', 'quote'), await browser('es', 'quote')];
    expect(en('fee.roundTrip', { roundTrip: 2, oneWay: 1 })).toBe('Round trip: 2 miles (1 mile each way).');
    expect(es('fee.roundTrip', { roundTrip: 2, oneWay: 1 })).toBe('Viaje redondo: 2 millas (1 milla de ida).');
    expect(en('fee.roundTrip', { roundTrip: 32, oneWay: 16 })).toBe('Round trip: 32 miles (16 miles each way).');
    expect(en('account.distance', { miles: 1, roundTrip: 2 })).toBe('Delivery distance: 1 mile one way (2 miles round trip)');
    expect(es('account.distanceEstimated', { miles: 1, roundTrip: 2 })).toBe('Distancia de entrega: 1 milla de ida, calculada con el código postal (2 millas ida y vuelta).');
    const [adminEn, adminEs] = [await browser('en'), await browser('es')];
    expect(adminEn('quotes.milesSaved', { miles: 1 })).toBe('Delivery re-priced at 1 mile.');
    expect(adminEs('quotes.milesSaved', { miles: 12 })).toBe('Entrega recalculada a 12 millas.');
    expect(adminEs('quotes.deliveryFeeEstimated', { miles: 1, roundTrip: 2 })).toBe('Entrega, 1 milla de ida según el código postal (2 ida y vuelta)');
    expect(adminEn('bands.preview.result', { miles: 1, roundTrip: 2, what: 'sod', fee: '$75.00', band: '0-30' })).toBe('For 1 mile one way (2 round trip) with sod, the fee is $75.00 (0-30).');
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
