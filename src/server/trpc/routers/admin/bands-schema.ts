// What staff send to save the delivery bands of one type (/admin → Delivery fees).
import { z } from 'zod';
import { DeliveryType, RateType } from '@/domain/enums';
import { cents, id, version } from './schemas';

const miles = z.number({ message: 'admin:validation.miles' }).int('admin:validation.miles').min(0, 'admin:validation.miles').max(10_000, 'admin:validation.miles');

export const bandRowSchema = z.object({
  /** Absent for a new band. */
  id: id.optional(),
  version: version.optional(),
  mileRangeStart: miles,
  mileRangeEnd: miles.nullable(),
  rateType: z.enum(RateType),
  rateCents: cents,
  isActive: z.boolean(),
});
export type BandRowInput = z.output<typeof bandRowSchema>;

export const saveBandsSchema = z.object({ deliveryType: z.enum(DeliveryType), bands: z.array(bandRowSchema).max(50) });
export type SaveBandsInput = z.output<typeof saveBandsSchema>;
