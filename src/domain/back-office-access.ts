// Who may enter the back office: the one rule behind the tRPC tiers, the /admin page guard, the
// navigation's admin-only items and the second factor's "who must use it".
export type AccountRole = 'CUSTOMER' | 'STAFF' | 'ADMIN';

/** `staff`: every back-office screen but staff accounts; `admin`: staff accounts too. */
export type BackOfficeLevel = 'staff' | 'admin';

export function canEnterBackOffice(role: AccountRole, level: BackOfficeLevel = 'staff'): boolean {
  return level === 'admin' ? role === 'ADMIN' : role === 'STAFF' || role === 'ADMIN';
}
