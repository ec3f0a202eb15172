// CSV (RFC 4180) reading and writing for the back office exports and the price-book import.
// Pure: no I/O. Each parsed record keeps the line it starts on, so errors can name it.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; key: string };

/** Splits CSV text into records; quoted fields may hold commas, quotes ("") and newlines. */
export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  const src = text.replace(/^\uFEFF/, '');
  // A file saved in another encoding than UTF-8 (Excel's plain "CSV" on Windows) reaches us with
  // its accented letters replaced: refuse it rather than store "pie\uFFFD" for "pie²".
  const unreadable = src.indexOf('\uFFFD');
  if (unreadable >= 0) return { ok: false, line: src.slice(0, unreadable).split('\n').length, key: 'admin:csv.errors.notUtf8' };
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let recordLine = 1;
  let quoted = false;
  let fieldStarted = false;
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (fieldStarted && field !== '') return { ok: false, line, key: 'admin:csv.errors.strayQuote' };
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i += 1;
      fields.push(field);
      if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      fieldStarted = false;
      line += 1;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, line: recordLine, key: 'admin:csv.errors.unclosedQuote' };
  fields.push(field);
  if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
  return { ok: true, records };
}

/** One CSV field, quoted when needed. Leading = + - @ are prefixed with ' so spreadsheets never run them as formulas. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Undoes the formula guard of csvField when a file comes back. */
export function csvText(field: string): string {
  return /^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field;
}

/** Header plus rows as CSV text with CRLF line ends (what spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
