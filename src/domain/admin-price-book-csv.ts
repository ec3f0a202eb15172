// The price book as a CSV file: export for a spreadsheet, import back with every row checked.
// A row is identified by the product slug; `version` is the price-book version at export time,
// so an import over prices someone changed since is refused rather than overwriting them.
import { centsToInput, parseMoney, salePriceIssue } from './admin-money';
import { csvText, parseCsv, toCsv } from './admin-csv';

export const PRICE_BOOK_COLUMNS = ['slug', 'category', 'name_en', 'list_price', 'sale_price', 'unit_label_en', 'unit_label_es', 'active', 'version'] as const;
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
}

export interface ImportRow extends Omit<PriceBookCsvRow, 'category' | 'nameEn'> {
  line: number;
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
    rows.map((r) => [r.slug, r.category, r.nameEn, centsToInput(r.listPriceCents), centsToInput(r.salePriceCents), r.unitLabelEn, r.unitLabelEs, r.isActive ? 'yes' : 'no', r.version]),
  );
}

function parseBoolean(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['yes', 'true', '1', 'y', 'si', 'sí'].includes(t)) return true;
  if (['no', 'false', '0', 'n'].includes(t)) return false;
  return null;
}

/** Reads an edited price-book file. Good rows and line-numbered errors; nothing is applied here. */
export function parsePriceBookCsv(text: string): { rows: ImportRow[]; errors: ImportError[] } {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { rows: [], errors: [{ line: parsed.line, key: parsed.key }] };
  const [head, ...body] = parsed.records;
  if (!head) return { rows: [], errors: [{ line: 0, key: 'admin:csv.errors.empty' }] };
  const columns = head.fields.map((f) => f.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return { rows: [], errors: [{ line: head.line, key: 'admin:csv.errors.missingColumns', values: { columns: missing.join(', ') } }] };
  const at = (fields: string[], name: string) => csvText((fields[columns.indexOf(name)] ?? '').trim());

  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of body) {
    if (fields.length !== columns.length) {
      errors.push({ line, key: 'admin:csv.errors.columnCount', values: { expected: columns.length, found: fields.length } });
      continue;
    }
    const slug = at(fields, 'slug');
    const rowErrors: ImportError[] = [];
    if (!slug) rowErrors.push({ line, key: 'admin:csv.errors.slugMissing' });
    else if (seen.has(slug)) rowErrors.push({ line, key: 'admin:csv.errors.duplicate', values: { slug } });
    seen.add(slug);
    const list = parseMoney(at(fields, 'list_price'));
    const sale = parseMoney(at(fields, 'sale_price'));
    if (!list.ok) rowErrors.push({ line, key: list.key, values: { column: 'list_price' } });
    if (!sale.ok) rowErrors.push({ line, key: sale.key, values: { column: 'sale_price' } });
    if (list.ok && sale.ok) {
      const issue = salePriceIssue(list.cents, sale.cents);
      if (issue) rowErrors.push({ line, key: issue });
    }
    const unitLabelEn = at(fields, 'unit_label_en');
    const unitLabelEs = at(fields, 'unit_label_es');
    if (unitLabelEn.length > MAX_LABEL || unitLabelEs.length > MAX_LABEL) rowErrors.push({ line, key: 'admin:validation.unitLabelLength', values: { max: MAX_LABEL } });
    const isActive = parseBoolean(at(fields, 'active'));
    if (isActive === null) rowErrors.push({ line, key: 'admin:csv.errors.active' });
    const versionText = at(fields, 'version');
    const version = /^\d{1,9}$/.test(versionText) ? Number(versionText) : null;
    if (version === null) rowErrors.push({ line, key: 'admin:csv.errors.version' });
    if (rowErrors.length || !list.ok || !sale.ok || isActive === null || version === null) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ line, slug, listPriceCents: list.cents, salePriceCents: sale.cents, unitLabelEn, unitLabelEs, isActive, version });
  }
  if (!body.length) errors.push({ line: 0, key: 'admin:csv.errors.noRows' });
  return { rows, errors };
}
