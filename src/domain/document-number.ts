// Numbered documents (issue 45): a receipt for each payment or refund, an invoice when the order
// is delivered. Numbers run without gaps per year on the business calendar: 2026-0001, 2026-0002…
// (a fifth digit once a year passes 9,999). The counter itself is the database's
// (services/documents/issue.ts); these are the rules around it.
import '@/domain/zod';
import { z } from 'zod';
import { businessClock, BUSINESS_TIME_ZONE } from './delivery-date';
import type { PaymentKind } from './enums';
import { text } from './input-schema';

/** The ledger rows that get a receipt: money received or given back. Pallet credits and reversals do not. */
export const RECEIPTED_KINDS = ['PAYMENT', 'REFUND'] as const satisfies readonly PaymentKind[];
export type ReceiptedKind = (typeof RECEIPTED_KINDS)[number];

export const isReceipted = (kind: PaymentKind): kind is ReceiptedKind => (RECEIPTED_KINDS as readonly string[]).includes(kind);

/** The year a document issued at `now` is numbered in: the business's (America/Chicago), not UTC's. */
export function documentYear(now: Date, timeZone = BUSINESS_TIME_ZONE): number {
  return Number(businessClock(now, timeZone).date.slice(0, 4));
}

/** "2026-0001": the year and the sequence, at least four digits. */
export function documentNumber(year: number, seq: number): string {
  if (!Number.isSafeInteger(year) || !Number.isSafeInteger(seq) || seq < 1 || year < 1000 || year > 9999) throw new RangeError(`No document number for ${year}/${seq}`);
  return `${year}-${String(seq).padStart(4, '0')}`;
}

const NUMBER = /^(\d{4})-(\d{4,9})$/;

/** The year and sequence of a number as documentNumber writes it; null for anything else ("2026-1", "2026-00001"). */
export function parseDocumentNumber(text: string): { year: number; seq: number } | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const seq = Number(match[2]);
  if (year < 1000 || seq < 1 || documentNumber(year, seq) !== text) return null;
  return { year, seq };
}


/** A document number as asked for (the download route, the API): anything else is "not found". */
export const documentNumberInput = z.object({ number: text('documents:errors.notFound').regex(NUMBER, 'documents:errors.notFound') });
