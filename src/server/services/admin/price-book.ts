// Price-book operations across many products: percentage change of a category and CSV
// export/import. Previews change nothing; applying re-computes on the server and refuses rows
// someone changed since the preview (version check), all in one transaction.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { parsePercent, previewPriceChange } from '@/domain/admin-price-change';
import { parsePriceBookCsv, serializePriceBook, type ImportError } from '@/domain/admin-price-book-csv';
import { assertUpdated, conflict, recordAudit } from './audit';
import { changed } from '@/server/services/site-change';
import { replaceUnits } from './products';
import type { ProductUnitPrices } from '@/domain/units';

const entrySelect = {
  id: true,
  slug: true,
  nameEn: true,
  category: { select: { key: true } },
  priceBook: { select: { listPriceCents: true, salePriceCents: true, unitLabelEn: true, unitLabelEs: true, version: true } },
} as const;

const unitsSelect = { units: { select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true }, orderBy: { sortOrder: 'asc' } } } as const;

function percentOrThrow(percent: string): number {
  const parsed = parsePercent(percent);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.key);
  return parsed.basisPoints;
}

/** Every priced product of the category with its new prices; nothing is saved. */
export async function previewBulkChange(db: Pick<Db, 'product'>, categoryId: string, percent: string) {
  const basisPoints = percentOrThrow(percent);
  const products = await db.product.findMany({
    where: { categoryId, priceBook: { isNot: null } },
    select: entrySelect,
    orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }],
  });
  const preview = previewPriceChange(
    products.map((p) => ({ productId: p.id, name: p.nameEn, listPriceCents: p.priceBook!.listPriceCents, salePriceCents: p.priceBook!.salePriceCents })),
    basisPoints,
  );
  return preview.map((row, i) => ({ ...row, priceVersion: products[i]!.priceBook!.version }));
}

/** Applies the previewed change; `entries` are the rows (and versions) the preview showed. */
export async function applyBulkChange(
  db: Db,
  actorId: string,
  input: { categoryId: string; percent: string; entries: { productId: string; priceVersion: number }[] },
) {
  const rows = await db.$transaction(async (tx) => {
    const preview = await previewBulkChange(tx, input.categoryId, input.percent);
    const expected = new Map(input.entries.map((e) => [e.productId, e.priceVersion]));
    if (preview.length !== expected.size || preview.some((row) => expected.get(row.productId) !== row.priceVersion)) throw conflict();
    if (preview.some((row) => row.issue)) throw new AppError('BAD_REQUEST', 'admin:bulk.errors.invalidResult');
    for (const row of preview) {
      assertUpdated(
        await tx.priceBookEntry.updateMany({
          where: { productId: row.productId, version: row.priceVersion },
          data: { listPriceCents: row.newListPriceCents, salePriceCents: row.newSalePriceCents, version: { increment: 1 } },
        }),
      );
      await recordAudit(tx, {
        actorId,
        action: 'price.bulk',
        entityType: 'PriceBookEntry',
        entityId: row.productId,
        before: { listPriceCents: row.listPriceCents, salePriceCents: row.salePriceCents },
        after: { listPriceCents: row.newListPriceCents, salePriceCents: row.newSalePriceCents, percent: input.percent },
      });
    }
    return tx.product.findMany({ where: { categoryId: input.categoryId }, select: { slug: true, category: { select: { key: true } } } });
  });
  return changed({ updated: rows.length }, { products: rows.map((r) => ({ slug: r.slug, categoryKey: r.category.key })) });
}

/** The whole price book as CSV (see admin-price-book-csv for the columns). */
export async function exportPriceBook(db: Db): Promise<string> {
  const products = await db.product.findMany({ select: { ...entrySelect, ...unitsSelect, isActive: true, version: true }, orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }] });
  return serializePriceBook(
    products.map((p) => ({
      slug: p.slug,
      category: p.category.key,
      nameEn: p.nameEn,
      listPriceCents: p.priceBook?.listPriceCents ?? null,
      salePriceCents: p.priceBook?.salePriceCents ?? null,
      unitLabelEn: p.priceBook?.unitLabelEn ?? '',
      unitLabelEs: p.priceBook?.unitLabelEs ?? '',
      isActive: p.isActive,
      version: p.priceBook?.version ?? 0,
      units: p.units,
      productVersion: p.version,
    })),
  );
}

interface BasePrices {
  listPriceCents: number | null;
  salePriceCents: number | null;
  unitLabelEn: string;
  unitLabelEs: string;
  isActive: boolean;
}

export interface ImportChange {
  line: number;
  productId: string;
  slug: string;
  name: string;
  categoryKey: string;
  /** Version of the price-book entry the file was exported from (0: there was none). */
  version: number;
  productVersion: number;
  before: BasePrices;
  after: BasePrices;
  /** Present when the file changes the product's units: what it is sold in before and after. */
  units: { before: ProductUnitPrices[]; after: ProductUnitPrices[] } | null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Reads an import against the database: the changes it would make and every bad row. Changes nothing. */
export async function previewImport(db: Pick<Db, 'product'>, csv: string): Promise<{ changes: ImportChange[]; unchanged: number; errors: ImportError[] }> {
  const { rows, units, errors } = parsePriceBookCsv(csv);
  const slugs = [...new Set([...rows.map((r) => r.slug), ...units.map((u) => u.slug)])];
  const products = await db.product.findMany({
    where: { slug: { in: slugs } },
    select: { ...entrySelect, ...unitsSelect, isActive: true, version: true },
  });
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const baseRows = new Map(rows.map((r) => [r.slug, r]));
  const unitRows = new Map(units.map((u) => [u.slug, u]));
  const changes: ImportChange[] = [];
  let unchanged = 0;
  for (const slug of slugs) {
    const row = baseRows.get(slug);
    const sold = unitRows.get(slug);
    const line = Math.min(row?.line ?? Infinity, sold?.line ?? Infinity);
    const product = bySlug.get(slug);
    if (!product) {
      errors.push({ line, key: 'admin:csv.errors.unknownSlug', values: { slug } });
      continue;
    }
    const currentVersion = product.priceBook?.version ?? 0;
    const before: BasePrices = {
      listPriceCents: product.priceBook?.listPriceCents ?? null,
      salePriceCents: product.priceBook?.salePriceCents ?? null,
      unitLabelEn: product.priceBook?.unitLabelEn ?? '',
      unitLabelEs: product.priceBook?.unitLabelEs ?? '',
      isActive: product.isActive,
    };
    const after: BasePrices = row ? { listPriceCents: row.listPriceCents, salePriceCents: row.salePriceCents, unitLabelEn: row.unitLabelEn, unitLabelEs: row.unitLabelEs, isActive: row.isActive } : before;
    const unitsChange = sold && !sameJson(product.units, sold.units) ? { before: product.units, after: sold.units } : null;
    const baseChanges = !sameJson(before, after);
    if (!baseChanges && !unitsChange) {
      unchanged += 1;
      continue;
    }
    // Stale only where this file would overwrite something changed since it was exported.
    if (row && baseChanges && currentVersion !== row.version) {
      errors.push({ line: row.line, key: 'admin:csv.errors.stale', values: { slug } });
      continue;
    }
    if (sold && unitsChange && product.version !== sold.version) {
      errors.push({ line: sold.line, key: 'admin:csv.errors.stale', values: { slug } });
      continue;
    }
    changes.push({ line, productId: product.id, slug, name: product.nameEn, categoryKey: product.category.key, version: currentVersion, productVersion: product.version, before, after, units: unitsChange });
  }
  errors.sort((a, b) => a.line - b.line);
  changes.sort((a, b) => a.line - b.line);
  return { changes, unchanged, errors };
}

/** Applies an import only when every row is good; all rows or none. */
export async function applyImport(db: Db, actorId: string, csv: string) {
  const changes = await db.$transaction(async (tx) => {
    const preview = await previewImport(tx, csv);
    if (preview.errors.length) throw new AppError('BAD_REQUEST', 'admin:csv.errors.fixFirst', { count: preview.errors.length });
    for (const change of preview.changes) {
      const { isActive, ...prices } = change.after;
      const { isActive: wasActive, ...pricesBefore } = change.before;
      if (!sameJson(prices, pricesBefore)) {
        if (change.version === 0) {
          await tx.priceBookEntry.create({ data: { productId: change.productId, ...prices } });
        } else {
          assertUpdated(await tx.priceBookEntry.updateMany({ where: { productId: change.productId, version: change.version }, data: { ...prices, version: { increment: 1 } } }));
        }
      }
      const activeChange = isActive !== wasActive ? { isActive } : {};
      if (change.units) {
        await replaceUnits(tx, actorId, { id: change.productId, version: change.productVersion, units: change.units.before }, change.units.after, activeChange);
      } else if (isActive !== wasActive) {
        assertUpdated(await tx.product.updateMany({ where: { id: change.productId, version: change.productVersion }, data: { isActive, version: { increment: 1 } } }));
      }
      if (!sameJson(change.before, change.after)) {
        await recordAudit(tx, { actorId, action: 'price.import', entityType: 'PriceBookEntry', entityId: change.productId, before: change.before, after: change.after });
      }
    }
    return preview.changes;
  });
  // A product withdrawn or brought back by the file changes the header menu too.
  const menu = changes.some((c) => c.after.isActive !== c.before.isActive);
  return changed({ updated: changes.length }, { products: changes.map(({ slug, categoryKey }) => ({ slug, categoryKey })), menu });
}
