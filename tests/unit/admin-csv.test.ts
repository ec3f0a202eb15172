import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '@/domain/admin-csv';
import { parsePriceBookCsv, serializePriceBook, type PriceBookCsvRow } from '@/domain/admin-price-book-csv';

const row = (over: Partial<PriceBookCsvRow> = {}): PriceBookCsvRow => ({
  slug: 'st-augustine-raleigh',
  category: 'grass',
  nameEn: 'St. Augustine "Raleigh", sod',
  listPriceCents: 82,
  salePriceCents: null,
  unitLabelEn: 'sq ft',
  unitLabelEs: 'pie²',
  isActive: true,
  version: 3,
  ...over,
});

describe('CSV', () => {
  it('round-trips quotes, commas, newlines and formula-looking text', () => {
    const text = toCsv(['a', 'b'], [['x, "y"', 'line\nbreak'], ['=SUM(A1)', 5]]);
    const parsed = parseCsv(text);
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, "y"', 'line\nbreak'] },
        { line: 4, fields: ["'=SUM(A1)", '5'] },
      ],
    });
  });

  it('reports an unclosed quote with its line', () => {
    expect(parseCsv('a,b\n"x,y\n')).toEqual({ ok: false, line: 2, key: 'admin:csv.errors.unclosedQuote' });
  });

  it('refuses a file that was not saved as UTF-8, naming the first line with an unreadable letter', () => {
    // What the browser makes of Windows-1252 bytes: "pie²" saved by Excel's plain "CSV" on Windows.
    const latin1 = new TextDecoder('utf-8').decode(new Uint8Array([...new TextEncoder().encode('slug,unit_es\nraleigh,pie'), 0xb2, 0x0a]));
    expect(latin1).toContain('\uFFFD');
    expect(parseCsv(latin1)).toEqual({ ok: false, line: 2, key: 'admin:csv.errors.notUtf8' });
    expect(parseCsv('\uFEFFslug,unit_es\nraleigh,pie²\n').ok).toBe(true);
  });
});

describe('price-book CSV', () => {
  it('reads back what it exports', () => {
    const rows = [row(), row({ slug: 'river-rock', category: 'rock', listPriceCents: 4500, salePriceCents: 4000, isActive: false, version: 1 })];
    const { rows: parsed, errors } = parsePriceBookCsv(serializePriceBook(rows));
    expect(errors).toEqual([]);
    expect(parsed).toEqual([
      { line: 2, slug: 'st-augustine-raleigh', listPriceCents: 82, salePriceCents: null, unitLabelEn: 'sq ft', unitLabelEs: 'pie²', isActive: true, version: 3 },
      { line: 3, slug: 'river-rock', listPriceCents: 4500, salePriceCents: 4000, unitLabelEn: 'sq ft', unitLabelEs: 'pie²', isActive: false, version: 1 },
    ]);
  });

  it('rejects bad rows with their line numbers and keeps the good ones', () => {
    const csv = [
      'slug,list_price,sale_price,unit_label_en,unit_label_es,active,version',
      'a,1.00,,yd,yd,yes,1',
      'b,-2,,yd,yd,yes,1',
      'c,2.00,3.00,yd,yd,yes,1',
      'a,1.00,,yd,yd,yes,1',
      'd,1.00,,yd,yd,maybe,x',
      'e,1.00',
    ].join('\n');
    const { rows, errors } = parsePriceBookCsv(csv);
    expect(rows.map((r) => r.slug)).toEqual(['a']);
    expect(errors.map((e) => [e.line, e.key])).toEqual([
      [3, 'admin:validation.moneyNegative'],
      [4, 'admin:validation.saleBelowList'],
      [5, 'admin:csv.errors.duplicate'],
      [6, 'admin:csv.errors.active'],
      [6, 'admin:csv.errors.version'],
      [7, 'admin:csv.errors.columnCount'],
    ]);
  });

  it('names missing columns', () => {
    expect(parsePriceBookCsv('slug,list_price\na,1').errors).toEqual([
      { line: 1, key: 'admin:csv.errors.missingColumns', values: { columns: 'sale_price, unit_label_en, unit_label_es, active, version' } },
    ]);
  });
});
