// The database's enums, as Prisma generates them from prisma/schema.prisma (the one definition):
// plain constant objects with no Prisma runtime, so the browser may import them too. Value lists
// and zod enums are built from these (`Object.values(LeadStatus)`, `z.enum(LeadStatus)`), never typed again.
export {
  ApplicationStatus,
  DeliveryOutcome,
  DeliveryType,
  DepositMode,
  DocumentKind,
  Fulfilment,
  Language,
  LeadStatus,
  NotDeliveredReason,
  OrderStatus,
  OutboxStatus,
  PaymentKind,
  PaymentMethod,
  QuoteStatus,
  QuoteUnit,
  RateType,
  Role,
} from '@/server/db/generated/enums';
