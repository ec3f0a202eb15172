// The catalogue as staff edit it: product rows, texts, order and the price book.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { conflictOnDuplicate } from '@/server/db/unique';
import { assertUpdated, conflict, recordAudit, type Tx } from './audit';
import { changed, type Changed } from '@/server/services/site-change';
import type { ProductUnitPrices } from '@/domain/units';
import { defaultUnits } from '@/content/units';
import type { CategoryKey } from '@/content/types';
import type { NewProductInput, ProductContentInput, ProductRowInput, ProductUnitsInput } from '@/server/trpc/routers/admin/products-schema';

const priceSelect = { id: true, listPriceCents: true, salePriceCents: true, unitLabelEn: true, unitLabelEs: true, version: true } as const;

export const adminProductSelect = {
  id: true,
  slug: true,
  unitType: true,
  nameEn: true,
  nameEs: true,
  descriptionEn: true,
  descriptionEs: true,
  featuresEn: true,
  featuresEs: true,
  isActive: true,
  isFeatured: true,
  sortOrder: true,
  version: true,
  photoId: true,
  category: { select: { id: true, key: true } },
  priceBook: { select: priceSelect },
  units: { select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true, memberPriceCents: true, sortOrder: true }, orderBy: { sortOrder: 'asc' } },
} satisfies Prisma.ProductSelect;

/** Every product (active or not) grouped by category, in display order. */
export async function listCatalogue(db: Db) {
  const categories = await db.category.findMany({
    select: { id: true, key: true, nameEn: true, nameEs: true, photoId: true },
    orderBy: { sortOrder: 'asc' },
  });
  const products = await db.product.findMany({ select: adminProductSelect, orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] });
  return categories.map((category) => ({ ...category, products: products.filter((p) => p.category.id === category.id) }));
}

async function loadForEdit(tx: Tx, id: string) {
  const product = await tx.product.findUnique({ where: { id }, select: adminProductSelect });
  if (!product) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  return product;
}

/** Writes the price-book entry with a version check (creates it when there was none). */
async function writePrices(
  tx: Tx,
  productId: string,
  current: { version: number } | null,
  expectedVersion: number | null,
  input: { listPriceCents: number | null; salePriceCents: number | null; unitLabelEn: string; unitLabelEs: string },
) {
  const data = { listPriceCents: input.listPriceCents, salePriceCents: input.salePriceCents, unitLabelEn: input.unitLabelEn, unitLabelEs: input.unitLabelEs };
  if (!current) {
    if (expectedVersion !== null) throw conflict();
    return tx.priceBookEntry.create({ data: { productId, ...data }, select: priceSelect });
  }
  if (expectedVersion === null) throw conflict();
  assertUpdated(await tx.priceBookEntry.updateMany({ where: { productId, version: expectedVersion }, data: { ...data, version: { increment: 1 } } }));
  return tx.priceBookEntry.findUniqueOrThrow({ where: { productId }, select: priceSelect });
}

const pricesChanged = (a: { listPriceCents: number | null; salePriceCents: number | null; unitLabelEn: string; unitLabelEs: string } | null, b: ProductRowInput) =>
  !a || a.listPriceCents !== b.listPriceCents || a.salePriceCents !== b.salePriceCents || a.unitLabelEn !== b.unitLabelEn || a.unitLabelEs !== b.unitLabelEs;

/** Inline edit of a table row: prices, unit labels, flags and sort order. */
export async function updateProductRow(db: Db, actorId: string, input: ProductRowInput) {
  const saved = await db.$transaction(async (tx) => {
    const before = await loadForEdit(tx, input.id);
    if (before.version !== input.version) throw conflict();
    if (pricesChanged(before.priceBook, input)) {
      await writePrices(tx, input.id, before.priceBook, input.priceVersion, input);
    } else if ((before.priceBook?.version ?? null) !== input.priceVersion) {
      throw conflict();
    }
    assertUpdated(
      await tx.product.updateMany({
        where: { id: input.id, version: input.version },
        data: { isActive: input.isActive, isFeatured: input.isFeatured, sortOrder: input.sortOrder, version: { increment: 1 } },
      }),
    );
    const after = await loadForEdit(tx, input.id);
    await recordAudit(tx, { actorId, action: 'product.update', entityType: 'Product', entityId: input.id, before: rowSnapshot(before), after: rowSnapshot(after) });
    // Withdrawn, back, or moved: the header menu of every page changes.
    return changed(after, { products: [productRef(after)], menu: before.isActive !== after.isActive || before.sortOrder !== after.sortOrder });
  });
  return saved;
}

const productRef = (p: { slug: string; category: { key: string } }) => ({ categoryKey: p.category.key, slug: p.slug });

function rowSnapshot(p: Awaited<ReturnType<typeof loadForEdit>>) {
  return {
    listPriceCents: p.priceBook?.listPriceCents ?? null,
    salePriceCents: p.priceBook?.salePriceCents ?? null,
    unitLabelEn: p.priceBook?.unitLabelEn ?? '',
    unitLabelEs: p.priceBook?.unitLabelEs ?? '',
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    sortOrder: p.sortOrder,
  };
}

const contentOf = (p: Omit<ProductContentInput, 'id' | 'version'>) => ({
  nameEn: p.nameEn,
  nameEs: p.nameEs,
  descriptionEn: p.descriptionEn,
  descriptionEs: p.descriptionEs,
  featuresEn: p.featuresEn,
  featuresEs: p.featuresEs,
});

/** Names, descriptions and feature lists in both languages. */
export async function updateProductContent(db: Db, actorId: string, input: ProductContentInput) {
  const saved = await db.$transaction(async (tx) => {
    const before = await loadForEdit(tx, input.id);
    const { id, version, ...data } = input;
    assertUpdated(await tx.product.updateMany({ where: { id, version }, data: { ...data, version: { increment: 1 } } }));
    const after = await loadForEdit(tx, id);
    await recordAudit(tx, { actorId, action: 'product.content', entityType: 'Product', entityId: id, before: contentOf(before), after: contentOf(after) });
    // A new name shows in the header menu of every page.
    return changed(after, { products: [productRef(after)], menu: before.nameEn !== after.nameEn || before.nameEs !== after.nameEs });
  });
  return saved;
}

export async function createProduct(db: Db, actorId: string, input: NewProductInput) {
  // An address already taken (or taken at the same moment by someone else): the unique slug refuses it.
  const taken = new AppError('CONFLICT', 'admin:products.errors.slugTaken', { slug: input.slug });
  const saved = await conflictOnDuplicate(() => db.$transaction(async (tx) => {
    const category = await tx.category.findUnique({ where: { id: input.categoryId }, select: { id: true, key: true } });
    if (!category) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const last = await tx.product.aggregate({ where: { categoryId: input.categoryId }, _max: { sortOrder: true } });
    const { listPriceCents, salePriceCents, unitLabelEn, unitLabelEs, ...product } = input;
    const created = await tx.product.create({
      data: {
        ...product,
        sortOrder: (last._max.sortOrder ?? 0) + 10,
        priceBook: { create: { listPriceCents, salePriceCents, unitLabelEn, unitLabelEs } },
        // Sold in its category's usual units, priced from the base price until staff set their own.
        units: { create: defaultUnits(category.key as CategoryKey, input.slug) },
      },
      select: adminProductSelect,
    });
    await recordAudit(tx, { actorId, action: 'product.create', entityType: 'Product', entityId: created.id, after: { slug: created.slug, ...contentOf(created), ...rowSnapshot(created) } });
    return created;
  }), taken);
  return changed(saved, { products: [productRef(saved)], menu: saved.isActive });
}

/** New order of a category's products: every product of the category, each with the version read. */
export async function reorderCategory(db: Db, actorId: string, input: { categoryId: string; items: { id: string; version: number }[] }): Promise<Changed<void>> {
  const key = await db.$transaction(async (tx) => {
    const category = await tx.category.findUnique({ where: { id: input.categoryId }, select: { key: true } });
    if (!category) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const current = await tx.product.findMany({ where: { categoryId: input.categoryId }, select: { id: true, sortOrder: true }, orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] });
    const sent = new Set(input.items.map((i) => i.id));
    if (current.length !== input.items.length || current.some((p) => !sent.has(p.id))) throw conflict();
    for (const [index, item] of input.items.entries()) {
      assertUpdated(await tx.product.updateMany({ where: { id: item.id, version: item.version }, data: { sortOrder: (index + 1) * 10, version: { increment: 1 } } }));
    }
    await recordAudit(tx, {
      actorId,
      action: 'category.reorder',
      entityType: 'Category',
      entityId: input.categoryId,
      before: current.map((p) => p.id),
      after: input.items.map((i) => i.id),
    });
    return category.key;
  });
  // The category's pages list products in this order; the menu shows the leading ones.
  const slugs = await db.product.findMany({ where: { categoryId: input.categoryId }, select: { slug: true } });
  return changed(undefined, { products: slugs.map(({ slug }) => ({ categoryKey: key, slug })), menu: true });
}

/**
 * The units a product is sold in and their prices, saved together: a unit left out is no longer
 * sold; a unit without prices is priced from the base price by its conversion. Version-checked on
 * the product, audited, and the pages showing the product rebuilt.
 */
export async function saveProductUnits(db: Db, actorId: string, input: ProductUnitsInput) {
  const saved = await db.$transaction(async (tx) => {
    const before = await loadForEdit(tx, input.productId);
    if (before.version !== input.version) throw conflict();
    await replaceUnits(tx, actorId, before, input.units);
    return loadForEdit(tx, input.productId);
  });
  return changed(saved, { products: [productRef(saved)] });
}

const unitPrices = (units: readonly ProductUnitPrices[]) => units.map(({ unit, baseHundredths, listPriceCents, salePriceCents }) => ({ unit, baseHundredths, listPriceCents, salePriceCents }));

/**
 * Replaces a product's units (in the given order) as read at `product.version`: the product's
 * version moves on, so a second writer from the same version is refused. Audited. Used by the
 * units editor and by the price-book import.
 */
export async function replaceUnits(
  tx: Tx,
  actorId: string,
  product: { id: string; version: number; units: readonly ProductUnitPrices[] },
  units: ProductUnitsInput['units'],
  extra: { isActive?: boolean } = {},
) {
  assertUpdated(await tx.product.updateMany({ where: { id: product.id, version: product.version }, data: { ...extra, version: { increment: 1 } } }));
  // A unit's member price (issue "Member pricing that pays off") stays as it was unless the editor sends one (the CSV has none).
  const members = new Map((await tx.productUnit.findMany({ where: { productId: product.id }, select: { unit: true, memberPriceCents: true } })).map((u) => [u.unit, u.memberPriceCents]));
  const withMembers = units.map((u) => ({ ...u, memberPriceCents: u.memberPriceCents === undefined ? (members.get(u.unit) ?? null) : u.memberPriceCents }));
  await tx.productUnit.deleteMany({ where: { productId: product.id } });
  await tx.productUnit.createMany({ data: withMembers.map((u, i) => ({ productId: product.id, ...u, sortOrder: i + 1 })) });
  const before = unitPrices(product.units).map((u) => ({ ...u, memberPriceCents: members.get(u.unit) ?? null }));
  await recordAudit(tx, { actorId, action: 'product.units', entityType: 'Product', entityId: product.id, before, after: [...unitPrices(withMembers).map((u, i) => ({ ...u, memberPriceCents: withMembers[i]!.memberPriceCents }))] });
}
