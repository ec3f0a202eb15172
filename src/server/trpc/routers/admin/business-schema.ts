// What an admin sends to change the business settings. Empty optional text means "not set"
// (null); every message is a translation key, answered in the editor's language.
import { z } from 'zod';
import { ABOUT_FIGURE_KEYS, WEEK_DAYS } from '@/domain/business-facts';
import { text, version } from './schemas';

const trimmed = (max: number) => text().trim().max(max, 'admin:validation.tooLong');
/** Optional text: empty (or null) is "not set", anything else must pass `valid`. */
const optional = (max: number, valid: (value: string) => boolean, message: string) =>
  trimmed(max)
    .refine((v) => v === '' || valid(v), { message })
    .nullable()
    .transform((v) => (v ? v : null));
const emailAddress = z.email();

const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'business:validation.time');
const dayHours = z
  .object({ opens: time, closes: time })
  .nullable()
  .refine((h) => h === null || h.opens < h.closes, { message: 'business:validation.closesBeforeOpens' });

const httpsUrl = () => optional(500, (v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), 'business:validation.url');

export const businessSettingsSchema = z
  .object({
    version,
    name: trimmed(80).min(2, 'business:validation.name'),
    phone: optional(20, (v) => /^\+?[0-9 ()\-.]{10,20}$/.test(v), 'business:validation.phone'),
    email: optional(254, (v) => emailAddress.safeParse(v).success, 'admin:validation.email'),
    street: optional(120, (v) => v.length >= 2, 'business:validation.street'),
    city: optional(80, (v) => v.length >= 2, 'business:validation.city'),
    region: trimmed(2).regex(/^[A-Z]{2}$/, 'business:validation.region'),
    postalCode: optional(5, (v) => /^\d{5}$/.test(v), 'business:validation.postalCode'),
    latitude: z.number({ message: 'business:validation.latitude' }).min(-90, 'business:validation.latitude').max(90, 'business:validation.latitude').nullable(),
    longitude: z.number({ message: 'business:validation.longitude' }).min(-180, 'business:validation.longitude').max(180, 'business:validation.longitude').nullable(),
    hours: z.object(Object.fromEntries(WEEK_DAYS.map((day) => [day, dayHours])) as Record<(typeof WEEK_DAYS)[number], typeof dayHours>),
    hoursNoteEn: trimmed(200),
    hoursNoteEs: trimmed(200),
    founder: optional(80, (v) => v.length >= 2, 'business:validation.founder'),
    foundedYear: z.number().int('business:validation.year').min(1900, 'business:validation.year').max(2100, 'business:validation.year'),
    serviceRadiusMiles: z.number().int('business:validation.radius').min(1, 'business:validation.radius').max(200, 'business:validation.radius'),
    aboutFigures: z.object(
      Object.fromEntries(ABOUT_FIGURE_KEYS.map((key) => [key, trimmed(12).min(1, 'admin:validation.required')])) as unknown as Record<(typeof ABOUT_FIGURE_KEYS)[number], z.ZodType<string>>,
    ),
    facebookUrl: httpsUrl(),
    instagramUrl: httpsUrl(),
    mapUrl: httpsUrl(),
    taxRateBasisPoints: z.number().int('business:validation.taxRate').min(0, 'business:validation.taxRate').max(2000, 'business:validation.taxRate'),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'business:validation.coordinatesPair' });
    }
  });

export type BusinessSettingsInput = z.output<typeof businessSettingsSchema>;
