// Who staff may name as an order's driver (domain/driver-assignment.ts): an active DRIVER account,
// on a delivery only; anything else is refused with the message the staff member reads.
import { describe, expect, it } from 'vitest';
import { driverName, driverRefusal, type DriverCandidate } from '@/domain/driver-assignment';

const account = (over: Partial<DriverCandidate> = {}): DriverCandidate => ({ role: 'DRIVER', isActive: true, name: 'Luis Ortega', email: 'luis@example.test', ...over });

describe('driverRefusal', () => {
  it.each([
    ['an active driver on a delivery', account(), 'DELIVERY', null],
    ['no such account', null, 'DELIVERY', { key: 'orders:drivers.errors.unknown' }],
    ["a customer's account", account({ role: 'CUSTOMER' }), 'DELIVERY', { key: 'orders:drivers.errors.unknown' }],
    ["a staff member's account", account({ role: 'STAFF' }), 'DELIVERY', { key: 'orders:drivers.errors.unknown' }],
    ["an admin's account", account({ role: 'ADMIN' }), 'DELIVERY', { key: 'orders:drivers.errors.unknown' }],
    ['a deactivated driver, named', account({ isActive: false }), 'DELIVERY', { key: 'orders:drivers.errors.inactive', values: { name: 'Luis Ortega' } }],
    ['any driver on a pickup at the yard', account(), 'PICKUP', { key: 'orders:drivers.errors.pickup' }],
  ] as const)('%s', (_, candidate, fulfilment, expected) => {
    expect(driverRefusal(candidate, fulfilment)).toEqual(expected);
  });
});

describe('driverName', () => {
  it('is the name, else the e-mail when the account has none or only spaces', () => {
    expect(driverName({ name: 'Luis Ortega', email: 'luis@example.test' })).toBe('Luis Ortega');
    expect(driverName({ name: null, email: 'luis@example.test' })).toBe('luis@example.test');
    expect(driverName({ name: '  ', email: 'luis@example.test' })).toBe('luis@example.test');
  });
});
