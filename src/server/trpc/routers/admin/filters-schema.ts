// What staff filter the back office's lists by. The routers validate with these schemas and the
// services take their types (z.output), so each filter is declared once.
import { z } from 'zod';
import { ApplicationStatus, Language, LeadStatus, QuoteStatus } from '@/domain/enums';
import { dateRange, filterValue, search } from './schemas';

export const leadFilterSchema = dateRange.extend({
  search,
  status: z.enum(LeadStatus).optional(),
  sourcePage: filterValue(100),
  language: z.enum(Language).optional(),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

export const applicationFilterSchema = dateRange.extend({ search, status: z.enum(ApplicationStatus).optional(), language: z.enum(Language).optional() });
export type ApplicationFilter = z.output<typeof applicationFilterSchema>;

export const quoteFilterSchema = dateRange.extend({ search, status: z.enum(QuoteStatus).optional() });
export type QuoteFilter = z.output<typeof quoteFilterSchema>;

export const auditFilterSchema = z.object({ entityType: filterValue(60), entityId: filterValue(320), actorId: filterValue(64), action: filterValue(60) });
export type AuditFilter = z.output<typeof auditFilterSchema>;
