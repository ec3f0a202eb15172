// A driver's action on a delivery (issue 46): what each kind must carry, which order states it may
// move from and what the driver is told otherwise, the phone's input read with translated messages,
// its time never after ours, who counts as the order's driver, and what a signature file may be.
import { describe, expect, it } from 'vitest';
import {
  ACTION_TARGET,
  actionIssue,
  driverActionInput,
  drivesOrder,
  earlyActionIssue,
  happenedAt,
  moveIssue,
  signatureProblem,
  DELIVERY_PROOF_LIMITS,
  type DriverActionKind,
} from '@/domain/delivery-actions';
import { ORDER_STATUSES } from '@/domain/order-states';
import { translate } from '@/server/i18n/translate';

const base = { key: '6f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10', orderId: '3f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10', at: '2026-12-01T15:04:05.000Z', lang: 'es' as const };

describe('what an action must carry', () => {
  it.each([
    ['on my way, nothing', { kind: 'onMyWay' }, { photos: 0, signature: false }, null],
    ['on my way with a photo', { kind: 'onMyWay' }, { photos: 1, signature: false }, 'filesNotExpected'],
    ['delivered without a photo', { kind: 'delivered', leftOnSite: true }, { photos: 0, signature: false }, 'photoNeeded'],
    ['delivered, photo, neither signature nor left on site', { kind: 'delivered' }, { photos: 1, signature: false }, 'signatureOrLeftOnSite'],
    ['delivered, photo, left on site', { kind: 'delivered', leftOnSite: true }, { photos: 1, signature: false }, null],
    ['delivered, signature without a name', { kind: 'delivered' }, { photos: 2, signature: true }, 'receivedByNeeded'],
    ['delivered, signature and name', { kind: 'delivered', receivedBy: 'Ana' }, { photos: 2, signature: true }, null],
    ['delivered, seven photos', { kind: 'delivered', leftOnSite: true }, { photos: 7, signature: false }, 'tooManyPhotos'],
    ['delivered, six photos', { kind: 'delivered', leftOnSite: true }, { photos: 6, signature: false }, null],
    ['could not deliver without a reason', { kind: 'notDelivered' }, { photos: 0, signature: false }, 'reasonNeeded'],
    ['could not deliver, a reason and a photo of the site', { kind: 'notDelivered', reason: 'SITE_BLOCKED' }, { photos: 1, signature: false }, null],
    ['could not deliver with a signature', { kind: 'notDelivered', reason: 'REFUSED' }, { photos: 0, signature: true }, 'signatureNotExpected'],
  ] as const)('%s', (_name, action, files, expected) => {
    expect(actionIssue(action, files)).toBe(expected);
  });
});

describe('which order states each action moves from', () => {
  const allowed: Record<DriverActionKind, string[]> = { onMyWay: ['SCHEDULED'], delivered: ['OUT_FOR_DELIVERY'], notDelivered: ['SCHEDULED', 'OUT_FOR_DELIVERY'] };
  const cases = (Object.keys(allowed) as DriverActionKind[]).flatMap((kind) => ORDER_STATUSES.map((status) => ({ kind, status, ok: allowed[kind].includes(status) })));

  it.each(cases)('$kind from $status: allowed $ok', ({ kind, status, ok }) => {
    expect(moveIssue(kind, status) === null).toBe(ok);
  });

  it('moves to on the way, delivered, and back to staff', () => {
    expect(ACTION_TARGET).toEqual({ onMyWay: 'OUT_FOR_DELIVERY', delivered: 'DELIVERED', notDelivered: 'ACCEPTED' });
  });

  it('tells the driver why, for an action out of order or too late', () => {
    expect(moveIssue('delivered', 'SCHEDULED')).toBe('onMyWayFirst');
    expect(moveIssue('onMyWay', 'OUT_FOR_DELIVERY')).toBe('alreadyOnTheWay');
    expect(moveIssue('notDelivered', 'DELIVERED')).toBe('alreadyDelivered');
    expect(moveIssue('onMyWay', 'CANCELLED')).toBe('cancelled');
    expect(moveIssue('delivered', 'ACCEPTED')).toBe('notScheduled');
    for (const issue of ['onMyWayFirst', 'alreadyOnTheWay', 'alreadyDelivered', 'cancelled', 'notScheduled']) {
      for (const lang of ['en', 'es'] as const) expect(translate(lang, `orders:driverActions.errors.${issue}`)).not.toContain('driverActions');
    }
  });
});

describe('before the delivery’s day', () => {
  it('keeps a load in the yard: no "On my way", and no "Could not deliver" (no return trip is charged before it)', () => {
    expect(earlyActionIssue('onMyWay', 'SCHEDULED', '2031-07-05', '2031-07-04')).toBe('notToday');
    expect(earlyActionIssue('notDelivered', 'SCHEDULED', '2031-07-05', '2031-07-04')).toBe('notDeliveredEarly');
    for (const lang of ['en', 'es'] as const) expect(translate(lang, 'orders:driverActions.errors.notDeliveredEarly', { date: '2031-07-05' })).toContain('2031-07-05');
  });

  it('lets a load the office sent out early be delivered or not, and any load on or after its day', () => {
    expect(earlyActionIssue('delivered', 'OUT_FOR_DELIVERY', '2031-07-05', '2031-07-04')).toBeNull();
    expect(earlyActionIssue('notDelivered', 'OUT_FOR_DELIVERY', '2031-07-05', '2031-07-04')).toBeNull();
    for (const today of ['2031-07-05', '2031-07-06']) {
      expect(earlyActionIssue('onMyWay', 'SCHEDULED', '2031-07-05', today)).toBeNull();
      expect(earlyActionIssue('notDelivered', 'SCHEDULED', '2031-07-05', today)).toBeNull();
    }
  });
});

describe('the phone’s action as sent', () => {
  it('reads a delivered action with its proof and location', () => {
    const parsed = driverActionInput.parse({ ...base, kind: 'delivered', receivedBy: '  Ana Ruiz ', palletsReturned: 2, note: 'Left by the gate', latitude: 30.21, longitude: -95.55 });
    expect(parsed).toMatchObject({ kind: 'delivered', receivedBy: 'Ana Ruiz', palletsReturned: 2, latitude: 30.21 });
  });

  it.each([
    ['a key that is not a uuid', { key: 'abc' }, 'orders:driverActions.validation.key'],
    ['an unknown kind', { kind: 'teleported' }, 'orders:driverActions.validation.kind'],
    ['a time that is not ISO', { at: 'yesterday' }, 'orders:driverActions.validation.at'],
    ['negative pallets', { palletsReturned: -1 }, 'orders:driverActions.validation.pallets'],
    ['half a pallet', { palletsReturned: 1.5 }, 'orders:driverActions.validation.pallets'],
    ['a latitude without a longitude', { latitude: 30 }, 'orders:driverActions.validation.location'],
    ['a latitude off the globe', { latitude: 91, longitude: 0 }, 'orders:driverActions.validation.location'],
    ['an unknown reason', { kind: 'notDelivered', reason: 'RAIN' }, 'orders:driverActions.validation.reason'],
    ['a note too long', { note: 'x'.repeat(DELIVERY_PROOF_LIMITS.note + 1) }, 'orders:driverActions.validation.note'],
  ])('refuses %s with a translated message', (_name, change, key) => {
    const result = driverActionInput.safeParse({ ...base, kind: 'onMyWay', ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(key);
    expect(translate('es', key)).not.toBe(key);
  });

  it('keeps the phone’s time, but never a time after ours', () => {
    const now = new Date('2026-12-01T16:00:00.000Z');
    expect(happenedAt('2026-12-01T15:04:05.000Z', now).toISOString()).toBe('2026-12-01T15:04:05.000Z');
    expect(happenedAt('2026-12-01T10:04:05-06:00', now).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(happenedAt('2027-01-01T00:00:00.000Z', now)).toEqual(now);
  });
});

describe('the order’s driver', () => {
  const driver = { id: 'd1', role: 'DRIVER' as const, twoFactorEnabledAt: new Date() };
  it('is the assigned back-office person, with two-step verification on', () => {
    expect(drivesOrder(driver, 'd1')).toBe(true);
    expect(drivesOrder({ ...driver, role: 'STAFF' }, 'd1')).toBe(true);
    expect(drivesOrder(driver, 'd2')).toBe(false);
    expect(drivesOrder(driver, null)).toBe(false);
    expect(drivesOrder({ ...driver, twoFactorEnabledAt: null }, 'd1')).toBe(false);
    expect(drivesOrder({ ...driver, role: 'CUSTOMER' }, 'd1')).toBe(false);
  });
});

describe('a signature file', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  it('is a small PNG', () => {
    expect(signatureProblem(png)).toBeNull();
    expect(signatureProblem(new Uint8Array())).toBe('empty');
    expect(signatureProblem(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe('notPng');
    const big = new Uint8Array(DELIVERY_PROOF_LIMITS.signatureBytes + 1);
    big.set(png);
    expect(signatureProblem(big)).toBe('tooLarge');
  });
});
