// What staff send to edit the catalogue (/admin → Products): a product's row, its texts in both
// languages, a new product and the units it is sold in. The service takes these types (z.output).
import { z } from 'zod';
import { DeliveryType } from '@/domain/enums';
import { MAX_CONVERSION_HUNDREDTHS, SALE_UNITS } from '@/domain/units';
import { cents, featureList, id, requiredText, shortText, text, version, withSaleRule } from './schemas';

const slug = text().trim().min(1, 'admin:validation.required').max(80, 'admin:validation.tooLong').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin:validation.slug');
const unitLabel = shortText(40);

/** A product's price-book entry and flags, as its row in the price book and a new product set them. */
const priceRow = {
  listPriceCents: cents.nullable(),
  salePriceCents: cents.nullable(),
  unitLabelEn: unitLabel,
  unitLabelEs: unitLabel,
  isActive: z.boolean(),
  isFeatured: z.boolean(),
};

export const productRowSchema = withSaleRule(
  z.object({
    id,
    version,
    /** Version of the price-book entry as read; null when the product had none. */
    priceVersion: version.nullable(),
    ...priceRow,
    sortOrder: z.number().int().min(0).max(1_000_000),
  }),
);
export type ProductRowInput = z.output<typeof productRowSchema>;

const content = {
  nameEn: requiredText(120),
  nameEs: requiredText(120),
  descriptionEn: shortText(4000),
  descriptionEs: shortText(4000),
  featuresEn: featureList,
  featuresEs: featureList,
};

export const productContentSchema = z.object({ id, version, ...content });
export type ProductContentInput = z.output<typeof productContentSchema>;

export const newProductSchema = withSaleRule(
  z.object({
    ...content,
    categoryId: id,
    slug,
    unitType: z.enum(DeliveryType),
    ...priceRow,
  }),
);
export type NewProductInput = z.output<typeof newProductSchema>;

export const productUnitsSchema = z.object({
  productId: id,
  version,
  /** memberPriceCents: what an approved member pays for the unit where below their tier's price (issue "Member pricing that pays off"). */
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
});
export type ProductUnitsInput = z.output<typeof productUnitsSchema>;
