// Who may be named as an order's driver when staff schedule it (issue 46): an active account with
// the role DRIVER, on a delivery (a pickup at the yard has no driver). The answer is a translation
// key with its values, in the staff member's language through the error formatter.
import type { AccountRole } from './back-office-access';

export interface DriverCandidate {
  role: AccountRole;
  isActive: boolean;
  name: string | null;
  email: string;
}

export interface DriverRefusal {
  key: 'orders:drivers.errors.unknown' | 'orders:drivers.errors.inactive' | 'orders:drivers.errors.pickup';
  values?: { name: string };
}

/** How a driver is named to staff: their name, else their e-mail. */
export const driverName = (driver: Pick<DriverCandidate, 'name' | 'email'>) => driver.name?.trim() || driver.email;

/** Why this account cannot drive this order (null: it can). `account` null: no such account. */
export function driverRefusal(account: DriverCandidate | null, fulfilment: 'DELIVERY' | 'PICKUP'): DriverRefusal | null {
  if (fulfilment === 'PICKUP') return { key: 'orders:drivers.errors.pickup' };
  // A customer's or a staff member's account reads as unknown: the list offers drivers only.
  if (!account || account.role !== 'DRIVER') return { key: 'orders:drivers.errors.unknown' };
  if (!account.isActive) return { key: 'orders:drivers.errors.inactive', values: { name: driverName(account) } };
  return null;
}
