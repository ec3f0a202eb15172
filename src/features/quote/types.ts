import type { QuoteData } from '@/server/services/catalogue';

/** A product as the quote calculator offers it (from the one QuoteData type, services/catalogue.ts). */
export type QuoteProduct = QuoteData['products'][number];
