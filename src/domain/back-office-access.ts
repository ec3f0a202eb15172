// Who may enter the back office: the one rule behind the tRPC tiers, the /admin page guard, the
// navigation's admin-only items and the second factor's "who must use it".
import { Role } from './enums';

export type AccountRole = Role;

/** The roles of the back office's people (staff accounts are created with one of them). */
export const STAFF_ROLES = [Role.STAFF, Role.ADMIN, Role.DRIVER] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * `driver`: the driver's own deliveries (/admin/driver), open to every back-office role; `staff`:
 * every back-office screen but staff accounts (not drivers); `admin`: staff accounts too.
 */
export type BackOfficeLevel = 'driver' | 'staff' | 'admin';

export function canEnterBackOffice(role: AccountRole, level: BackOfficeLevel = 'staff'): boolean {
  if (level === 'admin') return role === 'ADMIN';
  if (level === 'driver') return role === 'DRIVER' || role === 'STAFF' || role === 'ADMIN';
  return role === 'STAFF' || role === 'ADMIN';
}

/** A person re-read from the database, as every signed-in request is. */
export interface Viewer {
  id: string;
  role: AccountRole;
  twoFactorEnabledAt: Date | null;
}

/** Who sees every customer's orders, documents and photos: the back office's people with two-step verification on, as every back-office procedure asks. */
export const seesEveryOrder = (viewer: Pick<Viewer, 'role' | 'twoFactorEnabledAt'>) => canEnterBackOffice(viewer.role) && viewer.twoFactorEnabledAt !== null;
