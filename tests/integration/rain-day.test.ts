// The rain day (issue 46): staff move every delivery of a date to another date in one action.
// Deliveries not yet on the road move (window, truck and driver kept), each on its timeline and
// e-mailed in its quote's language with the new date and the link where the customer may still
// cancel; loads out for delivery and pickups stay and are reported; other dates are untouched; a
// bad new date or a day changed since the preview is refused with nothing changed; only staff
// with two-step verification may do it.
import { describe, expect, it } from 'vitest';
import { addDays, hoursOn } from '@/domain/delivery-date';
import { movedDetails } from '@/domain/rain-day';
import { AppError } from '@/server/errors';
import { quoteRules } from '@/server/services/quote-rules';
import { describeError } from '@/server/trpc/trpc';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { emailFor } from './support/mailbox';
import { acceptedOrder, openDays } from './support/orders';

/** Open days of this file only (the move takes every order of its date). */
const freshOpenDay = openDays(11_000);
const key = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : null);
const LINK = /https?:\/\/\S+\?quote=([0-9a-f-]+)&token=([0-9a-f]{64})/;

/** A date's orders: two deliveries to move (one scheduled in English, one accepted in Spanish), one without an e-mail address, one on the road, a pickup, a cancelled one. */
async function rainedOutDay() {
  const date = freshOpenDay();
  const driver = await createUser('DRIVER');
  const english = await acceptedOrder({ date, language: 'en', status: 'SCHEDULED' });
  await db.order.update({ where: { id: english.order.id }, data: { windowStart: 450, windowEnd: 600, truck: 'Luis', driverId: driver.id } });
  const spanish = await acceptedOrder({ date, language: 'es' });
  // A caller's quote staff took by phone, no e-mail address: staff call this one.
  const caller = await acceptedOrder({ date, status: 'SCHEDULED' });
  await db.quote.update({ where: { id: caller.quote.id }, data: { userId: null, contactName: 'Rosa Garza', contactPhone: '9365550199', contactEmail: null } });
  const onTheRoad = await acceptedOrder({ date, status: 'OUT_FOR_DELIVERY' });
  const pickup = await acceptedOrder({ date, status: 'SCHEDULED', fulfilment: 'PICKUP' });
  const cancelled = await acceptedOrder({ date, status: 'CANCELLED' });
  const otherDay = await acceptedOrder({ date: freshOpenDay(), status: 'SCHEDULED' });
  const read = (o: { order: { id: string } }) => db.order.findUniqueOrThrow({ where: { id: o.order.id } });
  return { date, driver, english, spanish, caller, onTheRoad, pickup, cancelled, otherDay, read };
}

const confirmed = (preview: { orders: { id: string; version: number }[] }) => preview.orders.map(({ id, version }) => ({ id, version }));

describe('the rain day', () => {
  it('moves every delivery of the date, e-mails each customer in their language with the new date and a link, and leaves the road and the pickups', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const day = await rainedOutDay();
    const newDate = freshOpenDay();
    const left = await Promise.all([day.onTheRoad, day.pickup, day.cancelled, day.otherDay].map(day.read));
    const englishBefore = await day.read(day.english);

    const preview = await staff.admin.rainDay.preview({ date: day.date, newDate });
    expect(preview.orders.map((o) => o.id).sort()).toEqual([day.english.order.id, day.spanish.order.id, day.caller.order.id].sort());
    expect(preview).toMatchObject({ customers: 2, withoutEmail: [{ id: day.caller.order.id, name: 'Rosa Garza' }], onTheRoad: [{ id: day.onTheRoad.order.id }], pickups: [{ id: day.pickup.order.id }] });
    // The preview changes nothing.
    expect(await day.read(day.english)).toEqual(englishBefore);

    const result = await staff.admin.rainDay.move({ date: day.date, newDate, reason: '', orders: confirmed(preview) });
    expect(result).toMatchObject({ newDate, emailed: 2, customers: 2, onTheRoad: [{ id: day.onTheRoad.order.id }], pickups: [{ id: day.pickup.order.id }] });

    // Moved: the new date and version; window, truck, driver and state kept; on the timeline as a move.
    const english = await day.read(day.english);
    expect(english).toEqual({ ...englishBefore, deliveryDate: new Date(`${newDate}T00:00:00Z`), version: englishBefore.version + 1, updatedAt: english.updatedAt });
    expect(english).toMatchObject({ status: 'SCHEDULED', windowStart: 450, windowEnd: 600, truck: 'Luis', driverId: day.driver.id });
    for (const o of [day.spanish, day.caller]) expect((await day.read(o)).deliveryDate.toISOString().slice(0, 10)).toBe(newDate);
    const events = await db.orderEvent.findMany({ where: { orderId: { in: [day.english.order.id, day.spanish.order.id] } }, orderBy: { orderId: 'asc' } });
    expect(events.map((e) => [e.orderId, e.fromStatus, e.toStatus, e.actorId, e.details]).sort()).toEqual(
      [
        [day.english.order.id, 'SCHEDULED', 'SCHEDULED', staffUser.id, { kind: 'moved', fromDate: day.date, date: newDate, reason: null, reasonEs: null }],
        [day.spanish.order.id, 'ACCEPTED', 'ACCEPTED', staffUser.id, { kind: 'moved', fromDate: day.date, date: newDate, reason: null, reasonEs: null }],
      ].sort(),
    );
    // Left as they were: on the road, the pickup, the cancelled one, another date.
    expect(await Promise.all([day.onTheRoad, day.pickup, day.cancelled, day.otherDay].map(day.read))).toEqual(left);
    expect(await db.orderEvent.count({ where: { orderId: { in: left.map((o) => o.id) } } })).toBe(0);
    // The staff's day view: the old date keeps only what stayed.
    expect((await staff.admin.orders.day({ date: day.date })).orders.map((o) => o.id).sort()).toEqual([day.onTheRoad.order.id, day.pickup.order.id].sort());

    // Audited once, with the count.
    const audit = await db.auditLog.findMany({ where: { entityType: 'DeliveryDay', entityId: day.date } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: staffUser.id, action: 'order.rainDay', after: { date: newDate, moved: 3, emailed: 2 } });

    // One e-mail per customer with an address, in the order's thread and the quote's language.
    const rows = await db.emailOutbox.findMany({ where: { template: 'order-moved', to: { in: [day.english.customer.email, day.spanish.customer.email] } } });
    expect(rows.map((r) => [r.to, r.language, r.thread]).sort()).toEqual(
      [
        [day.english.customer.email, 'en', `order:${day.english.order.id}`],
        [day.spanish.customer.email, 'es', `order:${day.spanish.order.id}`],
      ].sort(),
    );
    const sent = async (email: string) => (await emailFor(rows.find((r) => r.to === email)!.id))!;
    const en = await sent(day.english.customer.email);
    const es = await sent(day.spanish.customer.email);
    const [y, m, d] = newDate.split('-').map(Number) as [number, number, number];
    const shown = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    expect(en.subject).toContain(shown('en-US'));
    expect(en.text).toContain('Because of the rain');
    expect(en.text).toContain('stays the same: 7:30');
    expect(es.subject).toContain(shown('es-US'));
    expect(es.text).toContain('Por la lluvia');
    expect(es.text).toMatch(/hasta el .+ puede cancelar en línea/);

    // The Spanish customer opens the e-mail's link: the order on its new date, and it can still be cancelled there.
    const [, quoteId, token] = LINK.exec(es.text)!;
    expect(quoteId).toBe(day.spanish.quote.id);
    expect(en.text).toMatch(LINK);
    const visitor = callerAs(null, { lang: 'es' });
    const seen = (await visitor.order.byLink({ quoteId: quoteId!, token: token! })).order!;
    expect(seen).toMatchObject({ deliveryDate: newDate, canCancel: true });
    expect(seen.events.map((e) => movedDetails(e.details))).toEqual([{ kind: 'moved', fromDate: day.date, date: newDate, reason: null }]);
    await visitor.order.cancelByLink({ quoteId: quoteId!, token: token!, reason: 'La nueva fecha no me sirve' });
    expect((await day.read(day.spanish)).status).toBe('CANCELLED');
  });

  it('refuses a past, closed or the same date, in the staff member’s language, changing nothing', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const day = await rainedOutDay();
    const preview = await staff.admin.rainDay.preview({ date: day.date, newDate: freshOpenDay() });
    let sunday = addDays(day.date, 1);
    while (hoursOn(sunday, quoteRules().schedule)) sunday = addDays(sunday, 1);
    const before = await Promise.all([day.english, day.spanish, day.caller].map(day.read));

    const refusals: [string, string, string, string][] = [
      ['2020-06-02', 'orders:rainDay.errors.past', 'That date has passed: choose today or a later date.', 'Esa fecha ya pasó: elija hoy o una fecha posterior.'],
      [sunday, 'orders:rainDay.errors.closed', 'We are closed on that day (Sundays and holidays): choose an open day.', 'Ese día está cerrado (domingos y días festivos): elija un día abierto.'],
      [day.date, 'orders:rainDay.errors.same', 'Choose a date other than the one being moved.', 'Elija una fecha distinta de la que se mueve.'],
      ['2031-02-30', 'orders:rainDay.errors.invalid', 'Choose the new date.', 'Elija la nueva fecha.'],
    ];
    for (const [newDate, messageKey, enText, esText] of refusals) {
      for (const call of [() => staff.admin.rainDay.preview({ date: day.date, newDate }), () => staff.admin.rainDay.move({ date: day.date, newDate, reason: '', orders: confirmed(preview) })]) {
        const refused = await failure(call());
        expect([refused.code, key(refused)], newDate).toEqual(['BAD_REQUEST', messageKey]);
        expect(describeError(refused, 'en').message).toBe(enText);
        expect(describeError(refused, 'es').message).toBe(esText);
      }
    }
    expect(await Promise.all([day.english, day.spanish, day.caller].map(day.read))).toEqual(before);
    expect(await db.orderEvent.count({ where: { orderId: { in: before.map((o) => o.id) } } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { template: 'order-moved', to: { in: [day.english.customer.email, day.spanish.customer.email] } } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityType: 'DeliveryDay', entityId: day.date } })).toBe(0);
  });

  it('refuses the move when the day changed since the preview (an order moved, or one added), changing nothing; a fresh preview moves it', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const day = await rainedOutDay();
    const newDate = freshOpenDay();
    const preview = await staff.admin.rainDay.preview({ date: day.date, newDate });
    // Another staff member schedules the accepted one meanwhile (as moveOrder writes it).
    await db.order.update({ where: { id: day.spanish.order.id }, data: { status: 'SCHEDULED', windowStart: 600, windowEnd: 750, version: { increment: 1 } } });
    const before = await Promise.all([day.english, day.spanish, day.caller].map(day.read));

    // A reason in one language only is refused: the other language's customers would read it as typed.
    const oneLanguage = await failure(staff.admin.rainDay.move({ date: day.date, newDate, reason: 'Flooded road', orders: confirmed(preview) }));
    expect(describeError(oneLanguage, 'es').message).toBe('Escriba el motivo en inglés y en español: cada cliente lo lee en su idioma.');
    const refused = await failure(staff.admin.rainDay.move({ date: day.date, newDate, reason: 'Flooded road', reasonEs: 'Camino inundado', orders: confirmed(preview) }));
    expect([refused.code, key(refused)]).toEqual(['CONFLICT', 'orders:rainDay.errors.changed']);
    // A late order added to the date is not moved without being seen either.
    const added = await acceptedOrder({ date: day.date });
    const again = await staff.admin.rainDay.preview({ date: day.date, newDate });
    expect(key(await failure(staff.admin.rainDay.move({ date: day.date, newDate, reason: 'Flooded road', reasonEs: 'Camino inundado', orders: confirmed(again).slice(1) })))).toBe('orders:rainDay.errors.changed');
    expect(await Promise.all([day.english, day.spanish, day.caller].map(day.read))).toEqual(before);
    expect(await db.emailOutbox.count({ where: { template: 'order-moved', to: { in: [day.english.customer.email, day.spanish.customer.email] } } })).toBe(0);

    const moved = await staff.admin.rainDay.move({ date: day.date, newDate, reason: 'Flooded road', reasonEs: 'Camino inundado', orders: confirmed(again) });
    expect(moved.orders.map((o) => o.id).sort()).toEqual([day.english.order.id, day.spanish.order.id, day.caller.order.id, added.order.id].sort());
    // Each customer reads staff's reason in their order's language (a Spanish customer read "Motivo: Flooded road").
    const row = await db.emailOutbox.findFirstOrThrow({ where: { template: 'order-moved', to: day.spanish.customer.email } });
    expect(row.payload).toMatchObject({ fromDate: day.date, deliveryDate: newDate, windowStart: 600, windowEnd: 750, reason: 'Camino inundado' });
    expect((await emailFor(row.id))!.text).toContain('Motivo: Camino inundado');
    const english = await db.emailOutbox.findFirstOrThrow({ where: { template: 'order-moved', to: day.english.customer.email } });
    expect(english.payload).toMatchObject({ reason: 'Flooded road' });
  });

  it('is for staff with two-step verification only: a customer, a driver, anonymous and staff without it are refused, changing nothing', async () => {
    const day = await rainedOutDay();
    const newDate = freshOpenDay();
    const preview = await callerAs(await createUser('STAFF')).admin.rainDay.preview({ date: day.date, newDate });
    const before = await Promise.all([day.english, day.spanish].map(day.read));
    const callers: [string, ReturnType<typeof callerAs>, string][] = [
      ['anonymous', callerAs(null), 'UNAUTHORIZED'],
      ['customer', callerAs(await createUser()), 'FORBIDDEN'],
      ['driver', callerAs(day.driver), 'FORBIDDEN'],
      ['staff without two-step verification', callerAs(await createUser('STAFF', { twoFactor: false })), 'FORBIDDEN'],
      ['admin without two-step verification', callerAs(await createUser('ADMIN', { twoFactor: false })), 'FORBIDDEN'],
    ];
    for (const [who, caller, code] of callers) {
      expect((await failure(caller.admin.rainDay.preview({ date: day.date, newDate }))).code, who).toBe(code);
      expect((await failure(caller.admin.rainDay.move({ date: day.date, newDate, reason: '', orders: confirmed(preview) }))).code, who).toBe(code);
    }
    expect(await Promise.all([day.english, day.spanish].map(day.read))).toEqual(before);
    expect(await db.auditLog.count({ where: { entityType: 'DeliveryDay', entityId: day.date } })).toBe(0);
  });
});
