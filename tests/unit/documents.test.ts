// Numbered documents (issue 45): the number's format and year, which ledger rows get a receipt,
// text fitted to the PDF fonts, and what a drawn receipt and invoice say in each language (read
// back out of the PDF, compressed as it is served).
import { describe, expect, it } from 'vitest';
import { documentNumber, documentYear, isReceipted, parseDocumentNumber } from '@/domain/document-number';
import { documentContent, documentFileName, type StoredDocument } from '@/server/services/documents/content';
import { drawDocument } from '@/server/services/documents/pdf';
import { toWinAnsi, winAnsiByte, winAnsiChar } from '@/server/services/documents/win-ansi';
import { emailSamples } from '@emails/samples';
import { pdfLines, pdfText } from '../support/pdf-text';

describe('document numbers', () => {
  it('are the year and a sequence of at least four digits', () => {
    expect(documentNumber(2026, 1)).toBe('2026-0001');
    expect(documentNumber(2026, 42)).toBe('2026-0042');
    expect(documentNumber(2026, 9999)).toBe('2026-9999');
    expect(documentNumber(2026, 10_000)).toBe('2026-10000');
    expect(() => documentNumber(2026, 0)).toThrow(RangeError);
    expect(() => documentNumber(26, 1)).toThrow(RangeError);
  });

  it('are read back only as written', () => {
    expect(parseDocumentNumber('2026-0001')).toEqual({ year: 2026, seq: 1 });
    expect(parseDocumentNumber('2026-10000')).toEqual({ year: 2026, seq: 10_000 });
    for (const wrong of ['2026-1', '2026-00001', '2026-0000', '0000-0001', '2026-0001.pdf', ' 2026-0001', '26-0001', '']) expect(parseDocumentNumber(wrong), wrong).toBeNull();
  });

  it('count years on the business calendar (America/Chicago), not UTC', () => {
    // New Year's Eve, 11:59 PM in Chicago, is already January 1st in UTC.
    expect(documentYear(new Date('2027-01-01T05:59:00Z'))).toBe(2026);
    expect(documentYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027);
    // Summer time: UTC-5.
    expect(documentYear(new Date('2026-07-01T04:59:00Z'))).toBe(2026);
  });

  it('are given to payments and refunds, not to pallet credits or reversals', () => {
    expect(['PAYMENT', 'REFUND', 'PALLET_CREDIT', 'REVERSAL'].filter((kind) => isReceipted(kind as 'PAYMENT'))).toEqual(['PAYMENT', 'REFUND']);
  });
});

describe('text for the standard PDF fonts', () => {
  it('keeps every Spanish letter and Windows-1252 sign, makes look-alikes plain and marks the rest', () => {
    expect(toWinAnsi('¿Qué? Peñasco, Núñez — €5 · “ok”')).toBe('¿Qué? Peñasco, Núñez — €5 · “ok”');
    expect(toWinAnsi('(281) 555\u20110142, 5:17\u202fp.\u00a0m.')).toBe('(281) 555-0142, 5:17 p.\u00a0m.');
    expect(toWinAnsi('Nguyễn 漢字 🙂')).toBe('Nguy?n ?? ?');
    // A decomposed accent is one character once composed.
    expect(toWinAnsi('Jose\u0301')).toBe('José');
    for (const char of ['€', '—', 'ñ', 'Ÿ', 'A']) expect(winAnsiChar(winAnsiByte(char)!)).toBe(char);
  });
});

// The sample quote's figures ($1,566.00 of materials, $85.00 delivery, 8.25% tax, $1,787.21), with lines of Spanish names.
const { subtotalCents, deliveryFeeCents, smallOrderFeeCents, taxRateBasisPoints, taxCents, totalCents } = emailSamples('https://www.example.org')['quote-saved']!;
const figures = { subtotalCents, deliveryFeeCents, smallOrderFeeCents, taxRateBasisPoints, taxCents, totalCents };

const stored = {
  id: 'doc',
  kind: 'INVOICE',
  number: '2026-0007',
  language: 'es',
  paidCents: 50_000,
  palletDepositCents: 6_000,
  creditedCents: 2_000,
  balanceCents: 132_721,
  createdAt: new Date('2026-12-01T03:00:00Z'),
  payment: null,
  order: {
    street: '12 Calle Peñasco',
    city: 'Magnolia',
    zip: '77354',
    phone: '(936) 555-0100',
    deliveryDate: new Date('2026-12-03T00:00:00Z'),
    quote: {
      id: '3f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10',
      fulfilment: 'DELIVERY',
      ...figures,
      user: { name: 'José Núñez', email: 'jose@example.com' },
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      lines: [
        { productName: 'San Agustín Raleigh', quantity: 4, unit: 'PALLET', unitPriceCents: 36_900, lineTotalCents: 147_600 },
        { productName: 'Mantillo negro', quantity: 2, unit: 'CUBIC_YARD', unitPriceCents: 4_500, lineTotalCents: 9_000 },
      ],
    },
  },
} satisfies StoredDocument;

const letterhead = { name: 'Magnolia Sod & Stone', phone: '(281) 555-0142', email: 'info@example.com', address: { street: '12345 FM 1488', city: 'Magnolia', region: 'TX', postalCode: '77354' } };

describe('a drawn document', () => {
  it('an invoice in Spanish: letterhead, number, customer, lines, fees, tax, total, deposit, credits, paid and balance', async () => {
    const pdf = await drawDocument(documentContent(stored, letterhead));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Served compressed: the text is only readable once inflated.
    expect(pdf.toString('latin1')).not.toContain('FACTURA');
    const lines = pdfLines(pdf);
    for (const line of [
      'Magnolia Sod & Stone',
      '12345 FM 1488, Magnolia, TX 77354',
      'FACTURA',
      'N.º 2026-0007',
      // Issued at 9 PM on November 30th in Chicago.
      '30 de noviembre de 2026',
      '#3f1c0c6e',
      '3 de diciembre de 2026',
      'José Núñez',
      '12 Calle Peñasco',
      'San Agustín Raleigh',
      '4 tarimas',
      '$1,476.00',
      '2 yardas cúbicas',
      'Impuesto sobre las ventas (8.25%)',
      '$1,787.21',
      'Depósito por tarimas (reembolsable)',
      '-$20.00',
      'Saldo pendiente',
      '$1,327.21',
      // The phone never breaks across lines: a no-break space, and a hyphen before digits.
      '¿Preguntas? Llámenos al (281)\u00a0555-0142.',
    ]) {
      expect(lines, line).toContain(line);
    }
    expect(documentFileName(stored)).toBe('factura-2026-0007.pdf');
  });

  it('an invoice of an order that needed a second trip shows the return-trip fee its balance includes (issue 46)', async () => {
    const lines = pdfLines(await drawDocument(documentContent({ ...stored, balanceCents: 142_721 }, letterhead)));
    for (const line of ['Cargo por viaje de regreso', '$100.00', '$1,427.21']) expect(lines, line).toContain(line);
    expect(pdfLines(await drawDocument(documentContent(stored, letterhead)))).not.toContain('Cargo por viaje de regreso');
  });

  it('a receipt in English: the payment, its method and reference, paid to date and the balance after it', async () => {
    const receipt = {
      ...stored,
      kind: 'RECEIPT' as const,
      language: 'en' as const,
      balanceCents: 0,
      creditedCents: 0,
      payment: { kind: 'PAYMENT' as const, amountCents: 50_000, method: 'CHECK' as const, reference: 'Check 1042', createdAt: new Date('2026-11-20T18:00:00Z') },
    };
    const text = pdfText(await drawDocument(documentContent(receipt, { ...letterhead, phone: null })));
    for (const part of ['RECEIPT', 'No. 2026-0007', 'Payment received\n$500.00', 'Method\nCheck', 'Reference\nCheck 1042', 'Paid to date\n$500.00', 'Paid in full', 'Questions? Write to us at info@example.com.']) {
      expect(text).toContain(part);
    }
    // No invoice lines on a receipt.
    expect(text).not.toContain('Raleigh');
    expect(documentFileName(receipt)).toBe('receipt-2026-0007.pdf');
  });
});
