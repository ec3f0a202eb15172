// What staff send to add or edit a truck (/admin → Trucks). Capacities are whole pallets and
// tenths of a cubic yard or ton (the form turns "12.5" into 125).
import { z } from 'zod';
import { requiredText, uuid, version } from './schemas';

export const TRUCK_LIMITS = { name: 60, pallets: 100, tenths: 9_999 } as const;

const capacity = (max: number) => z.number({ message: 'admin:trucks.errors.capacity' }).int('admin:trucks.errors.capacity').min(0, 'admin:trucks.errors.capacity').max(max, 'admin:trucks.errors.capacity');

export const truckFields = z.object({
  name: requiredText(TRUCK_LIMITS.name),
  palletCapacity: capacity(TRUCK_LIMITS.pallets),
  yardTenths: capacity(TRUCK_LIMITS.tenths),
  /** null: not rated by weight. */
  tonTenths: capacity(TRUCK_LIMITS.tenths).nullable(),
  active: z.boolean(),
});
export type TruckFields = z.output<typeof truckFields>;

export const truckUpdateSchema = truckFields.extend({ id: uuid, version });
export type TruckUpdateInput = z.output<typeof truckUpdateSchema>;
