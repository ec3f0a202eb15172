// What staff send to edit a service area. The ZIP list arrives as typed and is parsed here, so a
// bad entry is named back in the editor's language and nothing is saved.
import { z } from 'zod';
import { parseZipList } from '@/domain/zip';
import { cents, id, requiredText, shortText, text, version } from './schemas';

export const MAX_AREA_ZIPS = 200;

export const areaUpdateSchema = z.object({
  id,
  version,
  name: requiredText(80),
  deliveryTimeEn: requiredText(80),
  deliveryTimeEs: requiredText(80),
  descriptionEn: shortText(1000),
  descriptionEs: shortText(1000),
  featured: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
  minimumOrderCents: cents.nullable(),
  zipCodes: text()
    .max(MAX_AREA_ZIPS * 8, 'admin:validation.tooLong')
    .transform((value, ctx) => {
      const { zips, invalid } = parseZipList(value);
      if (invalid.length) ctx.addIssue({ code: 'custom', message: 'admin:areas.errors.zipInvalid', params: { zips: invalid.slice(0, 5).join(', ') } });
      if (zips.length > MAX_AREA_ZIPS) ctx.addIssue({ code: 'custom', message: 'admin:validation.tooMany' });
      return zips;
    }),
});

export type AreaUpdateInput = z.output<typeof areaUpdateSchema>;
