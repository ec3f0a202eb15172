// Price-book operations across many products: percentage change of a category and CSV
// export/import. Previews change nothing; applying re-computes on the server and refuses rows
// someone changed since the preview (version check), all in one transaction.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { parsePercent, previewPriceChange } from '@/domain/admin-price-change';
import { parsePriceBookCsv, serializePriceBook, type ImportError } from '@/domain/admin-price-book-csv';
import { assertUpdated, conflict, recordAudit } from './audit';
import { changed } from '@/server/services/site-change';

const entrySelect = {
  id: true,
  slug: true,
  nameEn: true,
  category: { select: { key: true } },
  priceBook: { select: { listPriceCents: true, salePriceCents: true, unitLabelEn: true, unitLabelEs: true, version: true } },
} as const;

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
  const products = await db.product.findMany({ select: { ...entrySelect, isActive: true }, orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }] });
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
    })),
  );
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
  before: { listPriceCents: number | null; salePriceCents: number | null; unitLabelEn: string; unitLabelEs: string; isActive: boolean };
  after: { listPriceCents: number | null; salePriceCents: number | null; unitLabelEn: string; unitLabelEs: string; isActive: boolean };
}

/** Reads an import against the database: the changes it would make and every bad row. Changes nothing. */
export async function previewImport(db: Pick<Db, 'product'>, csv: string): Promise<{ changes: ImportChange[]; unchanged: number; errors: ImportError[] }> {
  const { rows, errors } = parsePriceBookCsv(csv);
  const products = await db.product.findMany({
    where: { slug: { in: rows.map((r) => r.slug) } },
    select: { ...entrySelect, isActive: true, version: true },
  });
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const changes: ImportChange[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const product = bySlug.get(row.slug);
    if (!product) {
      errors.push({ line: row.line, key: 'admin:csv.errors.unknownSlug', values: { slug: row.slug } });
      continue;
    }
    const currentVersion = product.priceBook?.version ?? 0;
    if (currentVersion !== row.version) {
      errors.push({ line: row.line, key: 'admin:csv.errors.stale', values: { slug: row.slug } });
      continue;
    }
    const before = {
      listPriceCents: product.priceBook?.listPriceCents ?? null,
      salePriceCents: product.priceBook?.salePriceCents ?? null,
      unitLabelEn: product.priceBook?.unitLabelEn ?? '',
      unitLabelEs: product.priceBook?.unitLabelEs ?? '',
      isActive: product.isActive,
    };
    const after = { listPriceCents: row.listPriceCents, salePriceCents: row.salePriceCents, unitLabelEn: row.unitLabelEn, unitLabelEs: row.unitLabelEs, isActive: row.isActive };
    if (JSON.stringify(before) === JSON.stringify(after)) {
      unchanged += 1;
      continue;
    }
    changes.push({ line: row.line, productId: product.id, slug: product.slug, name: product.nameEn, categoryKey: product.category.key, version: row.version, productVersion: product.version, before, after });
  }
  errors.sort((a, b) => a.line - b.line);
  return { changes, unchanged, errors };
}

/** Applies an import only when every row is good; all rows or none. */
export async function applyImport(db: Db, actorId: string, csv: string) {
  const changes = await db.$transaction(async (tx) => {
    const preview = await previewImport(tx, csv);
    if (preview.errors.length) throw new AppError('BAD_REQUEST', 'admin:csv.errors.fixFirst', { count: preview.errors.length });
    for (const change of preview.changes) {
      const { isActive, ...prices } = change.after;
      if (change.version === 0) {
        await tx.priceBookEntry.create({ data: { productId: change.productId, ...prices } });
      } else {
        assertUpdated(await tx.priceBookEntry.updateMany({ where: { productId: change.productId, version: change.version }, data: { ...prices, version: { increment: 1 } } }));
      }
      if (isActive !== change.before.isActive) {
        assertUpdated(await tx.product.updateMany({ where: { id: change.productId, version: change.productVersion }, data: { isActive, version: { increment: 1 } } }));
      }
      await recordAudit(tx, { actorId, action: 'price.import', entityType: 'PriceBookEntry', entityId: change.productId, before: change.before, after: change.after });
    }
    return preview.changes;
  });
  // A product withdrawn or brought back by the file changes the header menu too.
  const menu = changes.some((c) => c.after.isActive !== c.before.isActive);
  return changed({ updated: changes.length }, { products: changes.map(({ slug, categoryKey }) => ({ slug, categoryKey })), menu });
}
