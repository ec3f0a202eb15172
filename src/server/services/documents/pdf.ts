// A numbered document as a PDF (issue 45), drawn with pdfkit (a maintained PDF library, not a
// printed web page) in the standard Helvetica fonts, which need no font file of ours and carry
// every Spanish letter (Windows-1252: ./win-ansi.ts). US Letter, one column: the letterhead and
// the document's title and number, its facts, whom it is for, an invoice's lines, the figures, notes.
import PDFDocument from 'pdfkit';
import type { Db } from '@/server/db/client';
import { documentFileName, loadDocumentContent, type DocumentContent, type Figure } from './content';
import { toWinAnsi } from './win-ansi';

const MARGIN = 54;
const INK = '#1f2d1f';
const MUTED = '#5b6b5b';
const RULE = '#c9d3c9';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Pdf = InstanceType<typeof PDFDocument>;

/** Text fitted to the standard fonts, at a place, returning the y below it. */
function write(pdf: Pdf, text: string, x: number, y: number, options: { width: number; align?: 'left' | 'right'; font?: string; size?: number; color?: string }): number {
  pdf
    .font(options.font ?? FONT)
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? INK);
  pdf.text(toWinAnsi(text), x, y, { width: options.width, align: options.align ?? 'left', lineBreak: true });
  return pdf.y;
}

function rule(pdf: Pdf, y: number) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** Starts a new page when `height` more would not fit; the y to go on from. */
function room(pdf: Pdf, y: number, height: number): number {
  if (y + height <= pdf.page.height - MARGIN) return y;
  pdf.addPage();
  return MARGIN;
}

function drawHeader(pdf: Pdf, content: DocumentContent, width: number): number {
  const half = width / 2;
  let left = write(pdf, content.letterhead.name, MARGIN, MARGIN, { width: half + 40, font: BOLD, size: 16 });
  for (const line of content.letterhead.lines) left = write(pdf, line, MARGIN, left + 2, { width: half + 40, size: 9, color: MUTED });
  const right = write(pdf, content.title.toUpperCase(), MARGIN + half, MARGIN, { width: half, align: 'right', font: BOLD, size: 20 });
  const below = write(pdf, content.number, MARGIN + half, right + 2, { width: half, align: 'right', font: BOLD, size: 11 });
  const y = Math.max(left, below) + 12;
  rule(pdf, y);
  return y + 14;
}

/** Label and value pairs, the labels in a column of their own. */
function drawPairs(pdf: Pdf, pairs: Figure[], x: number, y: number, width: number, labelWidth: number): number {
  let bottom = y;
  for (const pair of pairs) {
    const labelEnd = write(pdf, pair.label, x, bottom, { width: labelWidth, font: BOLD, size: 10, color: MUTED });
    const valueEnd = write(pdf, pair.value, x + labelWidth, bottom, { width: width - labelWidth, size: 10 });
    bottom = Math.max(labelEnd, valueEnd) + 3;
  }
  return bottom;
}

function drawParties(pdf: Pdf, content: DocumentContent, y: number, width: number): number {
  const column = width / content.parties.length;
  let bottom = y;
  content.parties.forEach((party, i) => {
    const x = MARGIN + i * column;
    let end = write(pdf, party.label, x, y, { width: column - 12, font: BOLD, size: 10, color: MUTED });
    for (const line of party.lines) end = write(pdf, line, x, end + 1, { width: column - 12, size: 10 });
    bottom = Math.max(bottom, end);
  });
  return bottom + 16;
}

/** Column edges of an invoice's table: item, quantity, unit price, amount (the numbers right-aligned). */
const COLUMNS = [0.46, 0.18, 0.18, 0.18];

function drawTable(pdf: Pdf, table: NonNullable<DocumentContent['table']>, y: number, width: number): number {
  const widths = COLUMNS.map((share) => share * width);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const row = (cells: readonly string[], top: number, font: string, color: string) => {
    const ends = cells.map((cell, i) => write(pdf, cell, xs[i]! + (i === 0 ? 0 : 6), top, { width: widths[i]! - 6, align: i === 0 ? 'left' : 'right', font, size: 10, color }));
    return Math.max(...ends);
  };
  const heightOf = (cells: readonly string[]) => Math.max(...cells.map((cell, i) => pdf.font(FONT).fontSize(10).heightOfString(toWinAnsi(cell), { width: widths[i]! - 6 })));
  let top = row(table.head, y, BOLD, MUTED) + 4;
  rule(pdf, top);
  top += 6;
  for (const cells of table.rows) {
    top = room(pdf, top, heightOf(cells) + 6);
    top = row(cells, top, FONT, INK) + 6;
  }
  rule(pdf, top);
  return top + 10;
}

function drawFigures(pdf: Pdf, figures: Figure[], y: number, width: number): number {
  const x = MARGIN + width * 0.42;
  const span = width * 0.58;
  let top = y;
  for (const figure of figures) {
    top = room(pdf, top, 18);
    const font = figure.strong ? BOLD : FONT;
    const size = figure.strong ? 11 : 10;
    const labelEnd = write(pdf, figure.label, x, top, { width: span * 0.64, font, size });
    const valueEnd = write(pdf, figure.value, x + span * 0.64, top, { width: span * 0.36, align: 'right', font, size });
    top = Math.max(labelEnd, valueEnd) + 4;
  }
  return top + 14;
}

/** The document's PDF. `compress: false` keeps the page's text readable in the file (tests, debugging). */
export function drawDocument(content: DocumentContent, options: { compress?: boolean; createdAt?: Date; author?: string } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: content.lang === 'es' ? 'es-US' : 'en-US',
    info: {
      Title: toWinAnsi(`${content.title} ${content.number}`),
      Author: toWinAnsi(options.author ?? content.letterhead.name),
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;
  let y = drawHeader(pdf, content, width);
  y = drawPairs(pdf, content.facts, MARGIN, y, width / 2, 100) + 10;
  y = drawParties(pdf, content, y, width);
  if (content.table) y = drawTable(pdf, content.table, y, width);
  y = drawFigures(pdf, content.figures, y, width);
  for (const note of content.notes) {
    y = room(pdf, y, 14);
    y = write(pdf, note, MARGIN, y, { width, size: 9, color: MUTED }) + 2;
  }
  pdf.end();
  return done;
}

/** A stored document's PDF and file name, drawn now from its rows; null when there is no such document. */
export async function renderDocumentPdf(db: Db, documentId: string) {
  const loaded = await loadDocumentContent(db, documentId);
  if (!loaded) return null;
  const { doc, content } = loaded;
  const bytes = await drawDocument(content, { createdAt: doc.createdAt });
  return { filename: documentFileName(doc), bytes, number: doc.number, kind: doc.kind };
}
