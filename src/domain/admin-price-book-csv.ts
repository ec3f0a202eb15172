// The price book as a CSV file: export for a spreadsheet, import back with every row checked.
// Each product has a base row (unit column empty: its price-book entry, per square foot for grass,
// per cubic yard for bulk) followed by one row per unit it is sold in (unit code, base units per
// unit, own list/sale price or both empty to derive from the base price; `price_now` shows the
// price a customer pays and is ignored on import). Rows are identified by the product slug (and
// unit); `version` is the version at export time (price book for a base row, product for a unit
// row), so an import over prices someone changed since is refused rather than overwriting them.
// A product's unit rows replace its units; a product without unit rows in the file keeps them.
import { centsToInput, parseMoney, salePriceIssue } from './admin-money';
import { csvText, parseCsv, toCsv } from './admin-csv';
import { shelfPrice } from './pricing';
import { baseAmount, parseConversion, SALE_UNITS, unitShelfPrice, type ProductUnitPrices, type SaleUnit } from './units';

export const PRICE_BOOK_COLUMNS = ['slug', 'category', 'name_en', 'unit', 'per_unit', 'list_price', 'sale_price', 'price_now', 'unit_label_en', 'unit_label_es', 'active', 'version'] as const;
const REQUIRED = ['slug', 'list_price', 'sale_price', 'unit_label_en', 'unit_label_es', 'active', 'version'] as const;
const MAX_LABEL = 40;

export interface PriceBookCsvRow {
  slug: string;
  category: string;
  nameEn: string;
  listPriceCents: number | null;
  salePriceCents: number | null;
  unitLabelEn: string;
  unitLabelEs: string;
  isActive: boolean;
  version: number;
  /** The product's units, exported after its base row. */
  units?: readonly ProductUnitPrices[];
  productVersion?: number;
}

export interface ImportRow extends Omit<PriceBookCsvRow, 'category' | 'nameEn' | 'units' | 'productVersion'> {
  line: number;
}

/** The units a file gives one product, in file order; `version` is the product version exported. */
export interface ImportUnits {
  slug: string;
  line: number;
  version: number;
  units: ProductUnitPrices[];
}

export interface ImportError {
  /** 1-based line in the file (0 for the file as a whole). */
  line: number;
  key: string;
  values?: Record<string, string | number>;
}

export function serializePriceBook(rows: readonly PriceBookCsvRow[]): string {
  return toCsv(
    PRICE_BOOK_COLUMNS,
    rows.flatMap((r) => {
      const base = { listPriceCents: r.listPriceCents, salePriceCents: r.salePriceCents };
      const now = (price: { priceCents: number } | null) => centsToInput(price?.priceCents ?? null);
      return [
        [r.slug, r.category, r.nameEn, '', '', centsToInput(r.listPriceCents), centsToInput(r.salePriceCents), now(shelfPrice(base)), r.unitLabelEn, r.unitLabelEs, r.isActive ? 'yes' : 'no', r.version],
        ...(r.units ?? []).map((u) => [r.slug, r.category, r.nameEn, u.unit, baseAmount(u), centsToInput(u.listPriceCents), centsToInput(u.salePriceCents), now(unitShelfPrice(base, u)), '', '', '', r.productVersion ?? 0]),
      ];
    }),
  );
}

function parseBoolean(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['yes', 'true', '1', 'y', 'si', 'sí'].includes(t)) return true;
  if (['no', 'false', '0', 'n'].includes(t)) return false;
  return null;
}

const isSaleUnit = (text: string): text is SaleUnit => (SALE_UNITS as readonly string[]).includes(text);

/** Reads an edited price-book file. Good rows and line-numbered errors; nothing is applied here. */
export function parsePriceBookCsv(text: string): { rows: ImportRow[]; units: ImportUnits[]; errors: ImportError[] } {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { rows: [], units: [], errors: [{ line: parsed.line, key: parsed.key }] };
  const [head, ...body] = parsed.records;
  if (!head) return { rows: [], units: [], errors: [{ line: 0, key: 'admin:csv.errors.empty' }] };
  const columns = head.fields.map((f) => f.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return { rows: [], units: [], errors: [{ line: head.line, key: 'admin:csv.errors.missingColumns', values: { columns: missing.join(', ') } }] };
  const at = (fields: string[], name: string) => csvText((fields[columns.indexOf(name)] ?? '').trim());

  const rows: ImportRow[] = [];
  const units = new Map<string, ImportUnits>();
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of body) {
    if (fields.length !== columns.length) {
      errors.push({ line, key: 'admin:csv.errors.columnCount', values: { expected: columns.length, found: fields.length } });
      continue;
    }
    const slug = at(fields, 'slug');
    const unitText = at(fields, 'unit').toUpperCase();
    const rowErrors: ImportError[] = [];
    if (!slug) rowErrors.push({ line, key: 'admin:csv.errors.slugMissing' });
    else if (seen.has(`${slug} ${unitText}`)) rowErrors.push({ line, key: unitText ? 'admin:csv.errors.duplicateUnit' : 'admin:csv.errors.duplicate', values: { slug, unit: unitText } });
    seen.add(`${slug} ${unitText}`);
    const list = parseMoney(at(fields, 'list_price'));
    const sale = parseMoney(at(fields, 'sale_price'));
    if (!list.ok) rowErrors.push({ line, key: list.key, values: { column: 'list_price' } });
    if (!sale.ok) rowErrors.push({ line, key: sale.key, values: { column: 'sale_price' } });
    if (list.ok && sale.ok) {
      const issue = salePriceIssue(list.cents, sale.cents);
      if (issue) rowErrors.push({ line, key: issue });
    }
    const versionText = at(fields, 'version');
    const version = /^\d{1,9}$/.test(versionText) ? Number(versionText) : null;
    const versionError = { line, key: 'admin:csv.errors.version' };

    if (unitText) {
      // A unit row: its code, how much base it holds and its own prices (empty: derived).
      if (!isSaleUnit(unitText)) rowErrors.push({ line, key: 'admin:csv.errors.unit', values: { unit: unitText, units: SALE_UNITS.join(', ') } });
      const baseHundredths = parseConversion(at(fields, 'per_unit'));
      if (baseHundredths === null) rowErrors.push({ line, key: 'admin:units.errors.conversion' });
      const entry = units.get(slug);
      if (version === null) rowErrors.push(versionError);
      else if (entry && entry.version !== version) rowErrors.push({ line, key: 'admin:csv.errors.unitVersion', values: { slug } });
      if (rowErrors.length || !list.ok || !sale.ok || version === null || baseHundredths === null || !isSaleUnit(unitText)) {
        errors.push(...rowErrors);
        continue;
      }
      const unit = { unit: unitText, baseHundredths, listPriceCents: list.cents, salePriceCents: sale.cents };
      if (entry) entry.units.push(unit);
      else units.set(slug, { slug, line, version, units: [unit] });
      continue;
    }

    const unitLabelEn = at(fields, 'unit_label_en');
    const unitLabelEs = at(fields, 'unit_label_es');
    if (unitLabelEn.length > MAX_LABEL || unitLabelEs.length > MAX_LABEL) rowErrors.push({ line, key: 'admin:validation.unitLabelLength', values: { max: MAX_LABEL } });
    const isActive = parseBoolean(at(fields, 'active'));
    if (isActive === null) rowErrors.push({ line, key: 'admin:csv.errors.active' });
    if (version === null) rowErrors.push(versionError);
    if (rowErrors.length || !list.ok || !sale.ok || isActive === null || version === null) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ line, slug, listPriceCents: list.cents, salePriceCents: sale.cents, unitLabelEn, unitLabelEs, isActive, version });
  }
  if (!body.length) errors.push({ line: 0, key: 'admin:csv.errors.noRows' });
  return { rows, units: [...units.values()], errors };
}
