// The frame of every page (header menu, footer areas, structured data) reads the database, so what
// staff change in /admin is what the next page build shows.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFrame } from '@/server/services/site-frame';
import { loadAreaCards } from '@/server/services/service-areas';
import { pagesAffected, uniquePaths } from '@/server/pages/revalidation';
import { pathFor } from '@/routing/routes';
import { db } from './support/db';

const created: string[] = [];
afterAll(async () => {
  await db.product.deleteMany({ where: { id: { in: created } } });
});

describe('site frame', () => {
  it('menu: a new leading variety shows, renamed in each language; withdrawn, it leaves the menu and the count', async () => {
    const rock = await db.category.findUniqueOrThrow({ where: { key: 'rock' } });
    const slug = `frame-${randomUUID().slice(0, 8)}`;
    const product = await db.product.create({
      data: { slug, categoryId: rock.id, unitType: 'BULK', nameEn: 'Frame Stone', nameEs: 'Piedra Marco', sortOrder: -1 },
    });
    created.push(product.id);
    const before = (await loadSiteFrame(db, 'es')).menu.find((c) => c.key === 'rock')!;
    expect(before.varieties[0]).toEqual({ slug, name: 'Piedra Marco' });

    await db.product.update({ where: { id: product.id }, data: { nameEn: 'Frame Boulder' } });
    expect((await loadSiteFrame(db, 'en')).menu.find((c) => c.key === 'rock')!.varieties[0]).toEqual({ slug, name: 'Frame Boulder' });

    await db.product.update({ where: { id: product.id }, data: { isActive: false } });
    const after = (await loadSiteFrame(db, 'en')).menu.find((c) => c.key === 'rock')!;
    expect(after.varieties.map((v) => v.slug)).not.toContain(slug);
    expect(after.count).toBe(before.count - 1);
  });

  it('areas: the footer, contact list and structured data read the same rows as the areas page', async () => {
    const area = await db.serviceArea.findUniqueOrThrow({ where: { slug: 'pinehurst' } });
    await db.serviceArea.update({ where: { id: area.id }, data: { name: 'Pinehurst Town', minimumOrderCents: 12000 } });
    try {
      const frame = await loadSiteFrame(db, 'en');
      const cards = await loadAreaCards(db, 'en');
      expect(frame.areas).toEqual(cards.map(({ slug, name }) => ({ slug, name })));
      expect(frame.areas).toContainEqual({ slug: 'pinehurst', name: 'Pinehurst Town' });
      expect(cards.find((c) => c.slug === 'pinehurst')?.minimumOrderCents).toBe(12000);
    } finally {
      await db.serviceArea.update({ where: { id: area.id }, data: { name: area.name, minimumOrderCents: area.minimumOrderCents } });
    }
  });

  it('a change of the menu, the areas or the business facts rebuilds every public page (each variety, area and article too) and the private pages built for everyone, whose frame shows them too', async () => {
    for (const change of [{ menu: true }, { areas: true }, { business: true }]) {
      const paths = uniquePaths(await pagesAffected(change));
      for (const path of ['/en', '/es/nosotros', '/en/privacy', '/es/contacto', '/en/grass/st-augustine-raleigh', '/es/pasto/zoysia-emerald', '/es/areas/conroe', '/en/blog/mulch-benefits-application-guide', '/en/services']) {
        expect(paths).toContain(path);
      }
      // The sign-in page showed the old phone number for up to five minutes after the owner changed it.
      expect(paths).toEqual(expect.arrayContaining([pathFor('en', 'auth'), pathFor('es', 'auth')]));
      // Never a page of one customer's quote (built on demand, per id).
      expect(paths.filter((p) => /\[|undefined/.test(p))).toEqual([]);
    }
  });
});
