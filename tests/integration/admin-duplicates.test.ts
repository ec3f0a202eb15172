// Adding something that already exists (a staff e-mail, a product address) is refused with a
// clear CONFLICT, whether it was there before or is being added at the same moment.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

const outcome = (p: Promise<unknown>) => p.then(() => 'OK', (e: TRPCError) => `${e.code} ${e.message}`);

describe('adding what already exists', () => {
  it('a staff e-mail already in use', async () => {
    const admin = callerAs(await createUser('ADMIN'));
    const input = { email: `again-${randomUUID()}@example.test`, name: 'New Staff', password: 'gravel-path-under-oaks', role: 'STAFF' as const };
    expect(await outcome(admin.admin.staff.create(input))).toBe('OK');
    expect(await outcome(admin.admin.staff.create({ ...input, email: input.email.toUpperCase() }))).toBe('CONFLICT admin:staff.errors.emailTaken');
    expect(await db.user.count({ where: { email: input.email } })).toBe(1);
  });

  it('a product address already in use, before or at the same moment', async () => {
    const admin = callerAs(await createUser('ADMIN'));
    const category = await db.category.findFirstOrThrow({ where: { key: 'mulch' }, select: { id: true } });
    const input = {
      categoryId: category.id, slug: `dup-mulch-${randomUUID().slice(0, 8)}`, unitType: 'BULK' as const, nameEn: 'Cedar Mulch', nameEs: 'Mantillo de Cedro', descriptionEn: '', descriptionEs: '',
      featuresEn: [], featuresEs: [], listPriceCents: 3200, salePriceCents: null, unitLabelEn: 'cubic yard', unitLabelEs: 'yarda cúbica', isActive: false, isFeatured: false,
    };
    try {
      const together = await Promise.all([0, 1, 2].map(() => outcome(admin.admin.products.create(input))));
      expect(together.filter((a) => a === 'OK')).toHaveLength(1);
      expect(await outcome(admin.admin.products.create(input))).toBe('CONFLICT admin:products.errors.slugTaken');
      expect(together.filter((a) => a !== 'OK')).toEqual(['CONFLICT admin:products.errors.slugTaken', 'CONFLICT admin:products.errors.slugTaken']);
      expect(await db.product.count({ where: { slug: input.slug } })).toBe(1);
    } finally {
      await db.product.deleteMany({ where: { slug: input.slug } });
    }
  });
});
