// A product page's units under its price per square foot: each unit's size and price, in the
// page's language ("$369.00 / pallet of 450 sq ft", "tarima de 450 pie²", "2,67" in Spanish).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import type { Lang } from '@/i18n/languages';
import { UnitPrices } from '@/screens/catalogue/parts/UnitPrices';
import type { SoldUnit } from '@/server/services/catalogue-pages';

const page = vi.hoisted(() => ({ lang: 'en' as Lang }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate(page.lang, `${ns}:${key}`, values) }),
}));

const units: SoldUnit[] = [
  { unit: 'PALLET', amount: '450', priceCents: 36900, wasPriceCents: null },
  { unit: 'PIECE', amount: '2.67', priceCents: 219, wasPriceCents: null },
];

function shown(lang: Lang, base: string, list = units): string {
  page.lang = lang;
  const html = renderToStaticMarkup(<MantineProvider><UnitPrices lang={lang} units={list} base={base} /></MantineProvider>);
  return html.replace(/<style[^]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('a product page’s units', () => {
  it('names each unit’s size and price in English', () => {
    expect(shown('en', 'sq ft')).toBe('By the pallet $369.00 / pallet of 450 sq ft $2.19 / piece of 2.67 sq ft');
  });

  it('and in Spanish, with a decimal comma', () => {
    expect(shown('es', 'pie²')).toBe('Por tarima $369.00 / tarima de 450 pie² $2.19 / pieza de 2,67 pie²');
  });

  it('shows nothing for a product sold only by its base unit', () => {
    expect(shown('en', 'sq ft', [])).toBe('');
  });
});
