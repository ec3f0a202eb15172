import { z } from 'zod';
import { rebuildAfter } from '@/server/pages/revalidation';
import { MAX_CONVERSION_HUNDREDTHS, SALE_UNITS } from '@/domain/units';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as products from '@/server/services/admin/products';
import * as priceBook from '@/server/services/admin/price-book';
import { cents, featureList, id, requiredText, shortText, text, version, withSaleRule } from './schemas';

const slug = text().trim().min(1, 'admin:validation.required').max(80, 'admin:validation.tooLong').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin:validation.slug');
const unitLabel = shortText(40);
const csv = text().max(1_000_000, 'admin:csv.errors.tooLarge');
const percent = text().trim().min(1, 'admin:validation.required').max(12);

const rowInput = withSaleRule(
  z.object({
    id,
    version,
    priceVersion: version.nullable(),
    listPriceCents: cents.nullable(),
    salePriceCents: cents.nullable(),
    unitLabelEn: unitLabel,
    unitLabelEs: unitLabel,
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    sortOrder: z.number().int().min(0).max(1_000_000),
  }),
);

const content = {
  nameEn: requiredText(120),
  nameEs: requiredText(120),
  descriptionEn: shortText(4000),
  descriptionEs: shortText(4000),
  featuresEn: featureList,
  featuresEs: featureList,
};

const newProduct = withSaleRule(
  z.object({
    ...content,
    categoryId: id,
    slug,
    unitType: z.enum(['GRASS', 'BULK']),
    listPriceCents: cents.nullable(),
    salePriceCents: cents.nullable(),
    unitLabelEn: unitLabel,
    unitLabelEs: unitLabel,
    isActive: z.boolean(),
    isFeatured: z.boolean(),
  }),
);

export const adminProductsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => products.listCatalogue(ctx.db)),
  updateRow: staffProcedure.input(rowInput).mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.updateProductRow(ctx.db, ctx.user.id, input))),
  updateContent: staffProcedure
    .input(z.object({ id, version, ...content }))
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.updateProductContent(ctx.db, ctx.user.id, input))),
  create: staffProcedure.input(newProduct).mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.createProduct(ctx.db, ctx.user.id, input))),
  reorder: staffProcedure
    .input(z.object({ categoryId: id, items: z.array(z.object({ id, version })).min(1).max(500) }))
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.reorderCategory(ctx.db, ctx.user.id, input))),
  bulkPreview: staffProcedure
    .input(z.object({ categoryId: id, percent }))
    .query(({ ctx, input }) => priceBook.previewBulkChange(ctx.db, input.categoryId, input.percent)),
  bulkApply: staffProcedure
    .input(z.object({ categoryId: id, percent, entries: z.array(z.object({ productId: id, priceVersion: version })).max(500) }))
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, priceBook.applyBulkChange(ctx.db, ctx.user.id, input))),
  saveUnits: staffProcedure
    .input(
      z.object({
        productId: id,
        version,
        units: z
          .array(
            withSaleRule(
              z.object({
                unit: z.enum(SALE_UNITS),
                baseHundredths: z.number({ message: 'admin:units.errors.conversion' }).int('admin:units.errors.conversion').min(1, 'admin:units.errors.conversion').max(MAX_CONVERSION_HUNDREDTHS, 'admin:units.errors.conversion'),
                listPriceCents: cents.nullable(),
                salePriceCents: cents.nullable(),
                memberPriceCents: cents.nullable().optional(),
              }),
            ),
          )
          .min(1, 'admin:units.errors.none')
          .max(SALE_UNITS.length)
          .refine((units) => new Set(units.map((u) => u.unit)).size === units.length, 'admin:units.errors.duplicate'),
      }),
    )
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.saveProductUnits(ctx.db, ctx.user.id, input))),
  exportCsv: staffProcedure.query(({ ctx }) => priceBook.exportPriceBook(ctx.db)),
  /** A mutation only because the file is too large for a GET; it changes nothing. */
  importPreview: staffProcedure.input(z.object({ csv })).mutation(({ ctx, input }) => priceBook.previewImport(ctx.db, input.csv)),
  importApply: staffProcedure.input(z.object({ csv })).mutation(({ ctx, input }) => rebuildAfter(ctx.res, priceBook.applyImport(ctx.db, ctx.user.id, input.csv))),
});
