// Back-office list reads: text search (pg_trgm indexes) and the filter dropdowns (index walks)
// answer what a plain scan of the table would.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

const tag = () => randomUUID().slice(0, 8);

/** A back-office user who may use the back office (two-step verification on). */
async function backOffice(role: 'STAFF' | 'ADMIN' = 'STAFF') {
  const user = await createUser(role);
  await db.user.update({ where: { id: user.id }, data: { twoFactorEnabledAt: new Date() } });
  return user;
}

describe('back-office search', () => {
  it('finds leads by any part of the name or e-mail whatever the case, and by part of the phone', async () => {
    const t = tag();
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
    const lead = await db.lead.create({
      data: { name: `Rosa Quarry-${t}`, email: `rosa.${t}@example.test`, phone: `936${digits}`, message: 'Two pallets', preferredLanguage: 'es', sourcePage: 'contact' },
    });
    await db.lead.create({ data: { name: `Other ${tag()}`, email: `other-${tag()}@example.test`, message: 'Hi', preferredLanguage: 'en', sourcePage: 'contact' } });
    const staff = callerAs(await backOffice());

    for (const search of [`QUARRY-${t.toUpperCase()}`, `osa.${t}@EXAMPLE`, digits]) {
      const found = await staff.admin.leads.list({ search });
      expect(found.rows.map((r) => r.id), search).toEqual([lead.id]);
      expect(found.total).toBe(1);
    }
    expect((await staff.admin.leads.list({ search: `quarry-${t}x` })).total).toBe(0);
  });

  it('takes % and _ in a search as the characters typed, not as wildcards', async () => {
    const t = tag();
    const percent = await db.lead.create({ data: { name: `Save 50% ${t}`, email: `pct-${t}@example.test`, message: 'Hi', preferredLanguage: 'en', sourcePage: 'contact' } });
    const underscore = await db.lead.create({ data: { name: `Ana_${t}`, email: `und-${t}@example.test`, message: 'Hi', preferredLanguage: 'en', sourcePage: 'contact' } });
    await db.lead.create({ data: { name: `Save 500 ${t}`, email: `other-${t}@example.test`, message: 'Hi', preferredLanguage: 'en', sourcePage: 'contact' } });
    await db.lead.create({ data: { name: `AnaX${t}`, email: `anax-${t}@example.test`, message: 'Hi', preferredLanguage: 'en', sourcePage: 'contact' } });
    const staff = callerAs(await backOffice());
    expect((await staff.admin.leads.list({ search: `50% ${t}` })).rows.map((r) => r.id)).toEqual([percent.id]);
    expect((await staff.admin.leads.list({ search: `ana_${t}` })).rows.map((r) => r.id)).toEqual([underscore.id]);
    // A lone % matches names that contain one, not every lead.
    expect((await staff.admin.leads.list({ search: '%', pageSize: 100 })).rows.map((r) => r.name).every((n) => n.includes('%'))).toBe(true);
    const app = await db.membershipApplication.create({ data: { companyName: `100% Turf ${t}`, phone: '2815550100', email: `turf-${t}@example.test`, language: 'en' } });
    await db.membershipApplication.create({ data: { companyName: `1000 Turf ${t}`, phone: '2815550100', email: `turf2-${t}@example.test`, language: 'en' } });
    expect((await staff.admin.applications.list({ search: `100% turf ${t}` })).rows.map((r) => r.id)).toEqual([app.id]);
  });

  it('finds membership applications by part of the company name', async () => {
    const t = tag();
    const app = await db.membershipApplication.create({ data: { companyName: `Live Oak Landscaping ${t}`, phone: '2815550100', email: `office-${t}@example.test`, language: 'en' } });
    const found = await callerAs(await backOffice()).admin.applications.list({ search: `oak landscaping ${t}` });
    expect(found.rows.map((r) => r.id)).toEqual([app.id]);
  });

  it('finds staff accounts by part of the e-mail whatever the case', async () => {
    const person = await createUser('STAFF');
    const found = await callerAs(await backOffice('ADMIN')).admin.staff.list({ search: person.email.slice(5, 20).toUpperCase() });
    expect(found.map((u) => u.id)).toEqual([person.id]);
  });
});

describe('filter dropdowns', () => {
  it('list every source page that leads have, once each, in order', async () => {
    const t = tag();
    const pages = [`zz-${t}-b`, `zz-${t}-a`];
    for (const sourcePage of [...pages, ...pages]) {
      await db.lead.create({ data: { name: 'Pat', email: `pat-${tag()}@example.test`, message: 'Hello', preferredLanguage: 'en', sourcePage } });
    }
    const listed = await callerAs(await backOffice()).admin.leads.sourcePages();
    const scanned = await db.lead.findMany({ distinct: ['sourcePage'], select: { sourcePage: true }, orderBy: { sourcePage: 'asc' } });
    expect(listed).toEqual(scanned.map((r) => r.sourcePage));
    expect(listed.filter((p) => p.startsWith(`zz-${t}`))).toEqual([`zz-${t}-a`, `zz-${t}-b`]);
  });

  it('list the entity types in the audit log and the people who made changes, once each', async () => {
    const actor = await backOffice();
    const bystander = await createUser('STAFF');
    const gone = await createUser('STAFF');
    const entityType = `Test${tag()}`;
    for (const actorId of [actor.id, actor.id, gone.id]) {
      await db.auditLog.create({ data: { actorId, action: 'test.change', entityType, entityId: randomUUID() } });
    }
    await db.user.delete({ where: { id: gone.id } }); // its entries stay, with no actor

    const options = await callerAs(actor).admin.audit.filters();
    const types = await db.auditLog.findMany({ distinct: ['entityType'], select: { entityType: true }, orderBy: { entityType: 'asc' } });
    const actors = await db.user.findMany({ where: { auditEntries: { some: {} }, role: { not: 'CUSTOMER' } }, select: { id: true, name: true, email: true }, orderBy: { email: 'asc' } });
    // Staff are not offered the account-security events (admins only: security-events.test.ts).
    expect(options).toEqual({ entityTypes: types.map((r) => r.entityType).filter((type) => type !== 'Account'), actors });
    expect(options.entityTypes.filter((e) => e === entityType)).toHaveLength(1);
    expect(options.actors.filter((a) => a.id === actor.id)).toHaveLength(1);
    expect(options.actors.map((a) => a.id)).not.toContain(bystander.id);
    expect(options.actors.map((a) => a.id)).not.toContain(gone.id);
  });
});
