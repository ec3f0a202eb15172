// The orders board, day view, tickets and moves (issue 22; services/admin/orders.ts).
import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as orders from '@/server/services/admin/orders';
import { orderDashboard } from '@/server/services/admin/order-dashboard';
import { listDrivers } from '@/server/services/admin/drivers';
import { moveOrderInput } from '@/domain/order-schema';
import { text } from '@/domain/input-schema';
import { uuid } from './schemas';
import { adminOrderPaymentsRouter } from './order-payments';
import { orderDocuments } from '@/server/services/documents/access';

export const adminOrdersRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => orders.listOrders(ctx.db)),
  /** Today's and tomorrow's deliveries, quotes awaiting acceptance, 30-day conversion. */
  dashboard: staffProcedure.query(({ ctx }) => orderDashboard(ctx.db)),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => orders.getOrder(ctx.db, input.id, ctx.lang)),
  day: staffProcedure
    .input(z.object({ date: text('orders:validation.date').regex(/^\d{4}-\d{2}-\d{2}$/, 'orders:validation.date') }))
    .query(({ ctx, input }) => orders.dayView(ctx.db, input.date, ctx.lang)),
  /** The active drivers a delivery may be assigned to (issue 46). */
  drivers: staffProcedure.query(({ ctx }) => listDrivers(ctx.db)),
  /** One move along the state machine, version-checked and audited; the customer is e-mailed. */
  move: staffProcedure.input(moveOrderInput).mutation(({ ctx, input }) => orders.moveOrder(ctx.db, ctx.user.id, input)),
  payments: adminOrderPaymentsRouter,
  /** The order's numbered receipts and invoice (issue 45); the PDFs come from /api/documents/<number>. */
  documents: staffProcedure.input(z.object({ orderId: uuid })).query(({ ctx, input }) => orderDocuments(ctx.db, input.orderId)),
});
