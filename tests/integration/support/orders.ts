// Orders made straight in the database for the back-office tests: an accepted order of a
// customer's quote on a date no other test uses.
import { addDays, hoursOn } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import type { QuoteUnit } from '@/domain/pricing';
import type { OrderStatus } from '@/domain/order-states';
import { createUser } from './caller';
import { db } from './db';

const rules = quoteRules();

/** Open days from about `start` days ahead, a week apart, each call a different one (a random start keeps workers apart). */
export function openDays(start: number) {
  let offset = start + Math.floor(Math.random() * 2000);
  return () => {
    let date = addDays(new Date().toISOString().slice(0, 10), offset);
    while (!hoursOn(date, rules.schedule)) date = addDays(date, 1);
    offset += 7;
    return date;
  };
}
const anOpenDay = openDays(7000);

export interface OrderLine {
  quantity: number;
  unit: QuoteUnit;
  /** The name saved on the line (no product row: the day view tells materials apart by it). */
  name?: string;
  /** Mulch, soil, rock or sand: carried loose. */
  bulk?: boolean;
  /** $1.00 unless told. */
  unitPriceCents?: number;
}

export interface OrderOptions {
  language?: 'en' | 'es';
  date?: string;
  fulfilment?: 'DELIVERY' | 'PICKUP';
  lines?: OrderLine[];
  /** The quote's total (then with no delivery fee); $275.00 unless told. */
  totalCents?: number;
  status?: OrderStatus;
  street?: string;
}

/** An order (ACCEPTED, 2 pallets of Raleigh, $200.00 + $75.00 delivery, at 1 Main St, Magnolia, unless told). */
export async function acceptedOrder(opts: OrderOptions = {}) {
  const customer = await createUser();
  const quote = await db.quote.create({
    data: {
      userId: customer.id,
      deliveryMiles: 10,
      subtotalCents: opts.totalCents ?? 20000,
      deliveryFeeCents: opts.totalCents === undefined ? 7500 : 0,
      totalCents: opts.totalCents ?? 27500,
      language: opts.language ?? 'en',
      feeBreakdown: {},
      status: 'ACCEPTED',
      zip: '77354',
      fulfilment: opts.fulfilment ?? 'DELIVERY',
      lines: {
        create: (opts.lines ?? [{ quantity: 2, unit: 'PALLET' }]).map((l, position) => ({
          position,
          productName: l.name ?? 'Raleigh',
          quantity: l.quantity,
          unit: l.unit,
          unitPriceCents: l.unitPriceCents ?? 100,
          lineTotalCents: (l.unitPriceCents ?? 100) * l.quantity,
          unitType: l.bulk ? ('BULK' as const) : ('GRASS' as const),
        })),
      },
    },
  });
  const order = await db.order.create({
    data: {
      quoteId: quote.id,
      status: opts.status ?? 'ACCEPTED',
      deliveryDate: new Date(`${opts.date ?? anOpenDay()}T00:00:00Z`),
      phone: '9365550100',
      street: opts.street ?? '1 Main St',
      city: 'Magnolia',
      zip: '77354',
      siteNotes: 'Call on arrival',
    },
  });
  return { customer, quote, order };
}
