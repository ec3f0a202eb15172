import { createTRPCRouter, staffProcedure } from '../trpc';
import { dashboard } from '@/server/services/admin/dashboard';
import { adminProductsRouter } from './admin/products';
import { adminBandsRouter } from './admin/bands';
import { adminAreasRouter } from './admin/areas';
import { adminClosedDaysRouter } from './admin/closed-days';
import { adminLeadsRouter } from './admin/leads';
import { adminApplicationsRouter } from './admin/applications';
import { adminQuotesRouter } from './admin/quotes';
import { adminOutboxRouter } from './admin/outbox';
import { adminAuditRouter } from './admin/audit';
import { adminStaffRouter } from './admin/staff';
import { adminOrdersRouter } from './admin/orders';
import { adminMemberTiersRouter } from './admin/member-tiers';
import { adminCallerQuotesRouter } from './admin/caller-quotes';
import { adminBusinessRouter } from './admin/business';
import { adminProjectsRouter, adminTestimonialsRouter } from './admin/showcase';
import { adminPhotosRouter } from './admin/photos';
import { adminTrucksRouter } from './admin/trucks';
import { adminRainDayRouter } from './admin/rain-day';
import { letterhead } from '@/server/services/business-settings';

/** The back office. Every procedure here is staffProcedure or stricter (staff: adminProcedure). */
export const adminRouter = createTRPCRouter({
  /** Who is signed in to the back office (also proves the role check). */
  me: staffProcedure.query(({ ctx }) => ({ id: ctx.user.id, email: ctx.user.email, role: ctx.user.role })),
  dashboard: staffProcedure.query(({ ctx }) => dashboard(ctx.db)),
  /** The business's name, address, phone and e-mail for printed papers (quotes, delivery tickets). */
  letterhead: staffProcedure.query(({ ctx }) => letterhead(ctx.db)),
  products: adminProductsRouter,
  bands: adminBandsRouter,
  areas: adminAreasRouter,
  closedDays: adminClosedDaysRouter,
  leads: adminLeadsRouter,
  applications: adminApplicationsRouter,
  quotes: adminQuotesRouter,
  outbox: adminOutboxRouter,
  audit: adminAuditRouter,
  staff: adminStaffRouter,
  orders: adminOrdersRouter,
  memberTiers: adminMemberTiersRouter,
  callerQuotes: adminCallerQuotesRouter,
  business: adminBusinessRouter,
  projects: adminProjectsRouter,
  testimonials: adminTestimonialsRouter,
  photos: adminPhotosRouter,
  trucks: adminTrucksRouter,
  rainDay: adminRainDayRouter,
});
