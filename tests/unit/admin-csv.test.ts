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
  it('reads back what it exports, each unit on its own row after the base price', () => {
    const units = [
      { unit: 'PALLET' as const, baseHundredths: 45000, listPriceCents: null, salePriceCents: null },
      { unit: 'PIECE' as const, baseHundredths: 267, listPriceCents: 300, salePriceCents: 275 },
    ];
    const rows = [row({ units, productVersion: 7 }), row({ slug: 'river-rock', category: 'rock', listPriceCents: 4500, salePriceCents: 4000, isActive: false, version: 1, units: [{ unit: 'TON', baseHundredths: 71, listPriceCents: null, salePriceCents: null }], productVersion: 2 })];
    const text = serializePriceBook(rows);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('slug,category,name_en,unit,per_unit,list_price,sale_price,price_now,unit_label_en,unit_label_es,active,version');
    // The pallet is derived: 450 sq ft × $0.82 = $369.00, shown in price_now for reading.
    expect(lines[2]).toBe('st-augustine-raleigh,grass,"St. Augustine ""Raleigh"", sod",PALLET,450,,,369.00,,,,7');
    expect(lines[5]).toBe('river-rock,rock,"St. Augustine ""Raleigh"", sod",TON,0.71,,,28.40,,,,2');
    const { rows: parsed, units: parsedUnits, errors } = parsePriceBookCsv(text);
    expect(errors).toEqual([]);
    expect(parsed).toEqual([
      { line: 2, slug: 'st-augustine-raleigh', listPriceCents: 82, salePriceCents: null, unitLabelEn: 'sq ft', unitLabelEs: 'pie²', isActive: true, version: 3 },
      { line: 5, slug: 'river-rock', listPriceCents: 4500, salePriceCents: 4000, unitLabelEn: 'sq ft', unitLabelEs: 'pie²', isActive: false, version: 1 },
    ]);
    expect(parsedUnits).toEqual([
      { slug: 'st-augustine-raleigh', line: 3, version: 7, units },
      { slug: 'river-rock', line: 6, version: 2, units: [{ unit: 'TON', baseHundredths: 71, listPriceCents: null, salePriceCents: null }] },
    ]);
  });

  it('refuses a unit the business does not sell in, a bad conversion, a unit twice and mixed versions', () => {
    const csv = [
      'slug,unit,per_unit,list_price,sale_price,unit_label_en,unit_label_es,active,version',
      'a,,,1.00,,yd,yd,yes,1',
      'a,pallet,450,,,,,,4',
      'a,BUCKET,1,,,,,,4',
      'a,PIECE,0,,,,,,4',
      'a,TON,-2.67,,,,,,4',
      'a,PALLET,450,,,,,,4',
      'a,HALF_PALLET,225,10.00,12.00,,,,4',
      'a,SQ_FT,1,,,,,,5',
    ].join('\n');
    const { rows, units, errors } = parsePriceBookCsv(csv);
    expect(rows.map((r) => r.slug)).toEqual(['a']);
    // Lower case is read as the unit code.
    expect(units).toEqual([{ slug: 'a', line: 3, version: 4, units: [{ unit: 'PALLET', baseHundredths: 45000, listPriceCents: null, salePriceCents: null }] }]);
    expect(errors.map((e) => [e.line, e.key])).toEqual([
      [4, 'admin:csv.errors.unit'],
      [5, 'admin:units.errors.conversion'],
      [6, 'admin:units.errors.conversion'],
      [7, 'admin:csv.errors.duplicateUnit'],
      [8, 'admin:validation.saleBelowList'],
      [9, 'admin:csv.errors.unitVersion'],
    ]);
  });

  it('reads a file exported before units had rows (no unit column) as base prices only', () => {
    const { rows, units, errors } = parsePriceBookCsv('slug,list_price,sale_price,unit_label_en,unit_label_es,active,version\na,1.00,,yd,yd,yes,1');
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(units).toEqual([]);
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
