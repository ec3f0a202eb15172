// One rule for the back office: the tRPC tiers, the /admin page guard, the navigation and the
// second factor all ask canEnterBackOffice.
import { describe, expect, it } from 'vitest';
import { canEnterBackOffice } from '@/domain/back-office-access';
import { requiresTwoFactor } from '@/domain/two-factor';

describe('canEnterBackOffice', () => {
  it.each([
    ['CUSTOMER', false, false, false],
    ['DRIVER', true, false, false],
    ['STAFF', true, true, false],
    ['ADMIN', true, true, true],
  ] as const)('%s: own deliveries %s, back office %s, staff accounts %s', (role, driver, staff, admin) => {
    expect(canEnterBackOffice(role, 'driver')).toBe(driver);
    expect(canEnterBackOffice(role)).toBe(staff);
    expect(canEnterBackOffice(role, 'staff')).toBe(staff);
    expect(canEnterBackOffice(role, 'admin')).toBe(admin);
    // Whoever can enter any part must use a second factor.
    expect(requiresTwoFactor(role)).toBe(driver);
  });
});
