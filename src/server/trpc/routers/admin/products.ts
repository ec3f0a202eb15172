import { z } from 'zod';
import { rebuildAfter } from '@/server/pages/revalidation';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as products from '@/server/services/admin/products';
import * as priceBook from '@/server/services/admin/price-book';
import { id, text, version } from './schemas';
import { newProductSchema, productContentSchema, productRowSchema, productUnitsSchema } from './products-schema';

const csv = text().max(1_000_000, 'admin:csv.errors.tooLarge');
const percent = text().trim().min(1, 'admin:validation.required').max(12);

export const adminProductsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => products.listCatalogue(ctx.db)),
  updateRow: staffProcedure.input(productRowSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.updateProductRow(ctx.db, ctx.user.id, input))),
  updateContent: staffProcedure
    .input(productContentSchema)
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.updateProductContent(ctx.db, ctx.user.id, input))),
  create: staffProcedure.input(newProductSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.createProduct(ctx.db, ctx.user.id, input))),
  reorder: staffProcedure
    .input(z.object({ categoryId: id, items: z.array(z.object({ id, version })).min(1).max(500) }))
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.reorderCategory(ctx.db, ctx.user.id, input))),
  bulkPreview: staffProcedure
    .input(z.object({ categoryId: id, percent }))
    .query(({ ctx, input }) => priceBook.previewBulkChange(ctx.db, input.categoryId, input.percent)),
  bulkApply: staffProcedure
    .input(z.object({ categoryId: id, percent, entries: z.array(z.object({ productId: id, priceVersion: version })).max(500) }))
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, priceBook.applyBulkChange(ctx.db, ctx.user.id, input))),
  saveUnits: staffProcedure.input(productUnitsSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, products.saveProductUnits(ctx.db, ctx.user.id, input))),
  exportCsv: staffProcedure.query(({ ctx }) => priceBook.exportPriceBook(ctx.db)),
  /** A mutation only because the file is too large for a GET; it changes nothing. */
  importPreview: staffProcedure.input(z.object({ csv })).mutation(({ ctx, input }) => priceBook.previewImport(ctx.db, input.csv)),
  importApply: staffProcedure.input(z.object({ csv })).mutation(({ ctx, input }) => rebuildAfter(ctx.res, priceBook.applyImport(ctx.db, ctx.user.id, input.csv))),
});
