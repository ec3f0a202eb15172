// The business's facts as the site shows them: what the owner keeps in /admin → Business
// settings, the fallback shown while a fact is not set, and the checklist of what is missing.
// Pure: no Prisma, Next or React.

export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface DayHours {
  /** 24-hour clock, "07:30". */
  opens: string;
  closes: string;
}

/** Opening hours per day; null: closed that day. */
export type WeekHours = Record<WeekDay, DayHours | null>;

/** The specification's first reading (footer, contact and services): Mon-Fri 7:30-4:30, Sat 8:00-12:30, Sunday closed. */
export const DEFAULT_HOURS: WeekHours = {
  Mo: { opens: '07:30', closes: '16:30' },
  Tu: { opens: '07:30', closes: '16:30' },
  We: { opens: '07:30', closes: '16:30' },
  Th: { opens: '07:30', closes: '16:30' },
  Fr: { opens: '07:30', closes: '16:30' },
  Sa: { opens: '08:00', closes: '12:30' },
  Su: null,
};

export const ABOUT_FIGURE_KEYS = ['experience', 'projects', 'cities', 'satisfaction'] as const;
export type AboutFigures = Record<(typeof ABOUT_FIGURE_KEYS)[number], string>;
/** The About page's figures as the specification shows them (the owner keeps them true). */
export const DEFAULT_ABOUT_FIGURES: AboutFigures = { experience: '15+', projects: '2000+', cities: '8', satisfaction: '100%' };

/** Shown while the name is not set: the site's own brand. */
export const FALLBACK_NAME = 'Magnolia Sod & Stone';
/** Shown while the city is not set. */
export const FALLBACK_CITY = 'Magnolia';

export interface BusinessFacts {
  name: string;
  /** null: not set (call buttons lead to the contact page instead). */
  phone: string | null;
  /** null: not set (the e-mail line is left out; the contact form remains). */
  email: string | null;
  address: { street: string | null; city: string; region: string; postalCode: string | null };
  /** The yard, for distances and the map; null: not set. */
  geo: { latitude: number; longitude: number } | null;
  hours: WeekHours;
  hoursNote: { en: string; es: string };
  founder: string | null;
  foundedYear: number;
  serviceRadiusMiles: number;
  aboutFigures: AboutFigures;
  links: { facebook: string | null; instagram: string | null; map: string | null };
  taxRateBasisPoints: number;
  /** The public origin (SITE_URL), for absolute links and structured data. */
  siteUrl: string;
}

/** The stored row's fields (null: not set). */
export interface BusinessSettingsRow {
  name: string | null;
  phone: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  region: string;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  hours: unknown;
  hoursNoteEn: string;
  hoursNoteEs: string;
  founder: string | null;
  foundedYear: number;
  serviceRadiusMiles: number;
  aboutFigures: unknown;
  facebookUrl: string | null;
  instagramUrl: string | null;
  mapUrl: string | null;
  taxRateBasisPoints: number;
}

/**
 * The configuration's development defaults: fine on a laptop, never shown in production (a fact
 * holding one counts as not set there, and the back office's checklist names it).
 */
export const PLACEHOLDERS = {
  name: [] as string[],
  phone: ['(281) 555-0142'],
  email: ['info@example.com'],
  street: ['12345 FM 1488'],
} as const;

const isPlaceholder = (field: keyof typeof PLACEHOLDERS, value: string | null) =>
  value !== null && (PLACEHOLDERS[field] as readonly string[]).includes(value.trim());

const isTime = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** Stored hours, checked; anything malformed reads as the default (it is validated on save). */
export function readHours(value: unknown): WeekHours {
  if (!value || typeof value !== 'object') return DEFAULT_HOURS;
  const source = value as Record<string, unknown>;
  const week = {} as WeekHours;
  for (const day of WEEK_DAYS) {
    const entry = source[day];
    if (entry === null || entry === undefined) week[day] = null;
    else if (typeof entry === 'object' && isTime((entry as DayHours).opens) && isTime((entry as DayHours).closes)) {
      week[day] = { opens: (entry as DayHours).opens, closes: (entry as DayHours).closes };
    } else return DEFAULT_HOURS;
  }
  return week;
}

export function readAboutFigures(value: unknown): AboutFigures {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const figures = { ...DEFAULT_ABOUT_FIGURES };
  for (const key of ABOUT_FIGURE_KEYS) if (typeof source[key] === 'string') figures[key] = source[key] as string;
  return figures;
}

/**
 * The facts the public pages show. In production a placeholder counts as not set, so the page
 * shows the fallback instead (docs/operations.md: Business settings).
 */
export function businessFacts(row: BusinessSettingsRow, options: { production: boolean; siteUrl: string }): BusinessFacts {
  const shown = (field: keyof typeof PLACEHOLDERS, value: string | null) => (!value || (options.production && isPlaceholder(field, value)) ? null : value);
  const geo = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return {
    name: shown('name', row.name) ?? FALLBACK_NAME,
    phone: shown('phone', row.phone),
    email: shown('email', row.email),
    address: { street: shown('street', row.street), city: row.city || FALLBACK_CITY, region: row.region, postalCode: row.postalCode || null },
    geo,
    hours: readHours(row.hours),
    hoursNote: { en: row.hoursNoteEn, es: row.hoursNoteEs },
    founder: row.founder || null,
    foundedYear: row.foundedYear,
    serviceRadiusMiles: row.serviceRadiusMiles,
    aboutFigures: readAboutFigures(row.aboutFigures),
    links: { facebook: row.facebookUrl || null, instagram: row.instagramUrl || null, map: row.mapUrl || null },
    taxRateBasisPoints: row.taxRateBasisPoints,
    siteUrl: options.siteUrl,
  };
}

export const CHECKLIST = ['name', 'phone', 'email', 'street', 'city', 'postalCode', 'coordinates', 'founder'] as const;
export type ChecklistItem = (typeof CHECKLIST)[number];

/** What the owner has not set yet (a development placeholder counts as not set). */
export function missingFacts(row: BusinessSettingsRow): ChecklistItem[] {
  const missing: Record<ChecklistItem, boolean> = {
    name: !row.name,
    phone: !row.phone || isPlaceholder('phone', row.phone),
    email: !row.email || isPlaceholder('email', row.email),
    street: !row.street || isPlaceholder('street', row.street),
    city: !row.city,
    postalCode: !row.postalCode,
    coordinates: row.latitude === null || row.longitude === null,
    founder: !row.founder,
  };
  return CHECKLIST.filter((item) => missing[item]);
}

/** The address on one line: "street, city, TX zip", or "city, TX" while the street is not set. */
export function addressLine(facts: Pick<BusinessFacts, 'address'>): string {
  const a = facts.address;
  return a.street ? `${a.street}, ${a.city}, ${a.region}${a.postalCode ? ` ${a.postalCode}` : ''}` : `${a.city}, ${a.region}`;
}

/** Days with the same hours run together: [{ days: ['Mo'…'Fr'], opens, closes }, { days: ['Sa'], … }]. Closed days are left out. */
export function hoursSpans(week: WeekHours): { days: WeekDay[]; opens: string; closes: string }[] {
  const spans: { days: WeekDay[]; opens: string; closes: string }[] = [];
  let previous: WeekDay | null = null;
  for (const day of WEEK_DAYS) {
    const hours = week[day];
    const last = spans.at(-1);
    if (hours && last && previous && week[previous] && last.opens === hours.opens && last.closes === hours.closes && last.days.at(-1) === previous) {
      last.days.push(day);
    } else if (hours) spans.push({ days: [day], opens: hours.opens, closes: hours.closes });
    previous = day;
  }
  return spans;
}

/** Each run of days with the same hours, closed runs included, for showing the week: Mon–Fri 7:30–4:30, Sat …, Sun closed. */
export function weekRuns(week: WeekHours): { from: WeekDay; to: WeekDay; hours: DayHours | null }[] {
  const runs: { from: WeekDay; to: WeekDay; hours: DayHours | null }[] = [];
  for (const day of WEEK_DAYS) {
    const hours = week[day];
    const last = runs.at(-1);
    const same = last && (last.hours === null ? hours === null : hours !== null && last.hours.opens === hours.opens && last.hours.closes === hours.closes);
    if (last && same) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  return runs;
}

/** The settings a first run stores, from the configuration (BUSINESS_*, QUOTE_TAX_RATE). */
export function seedSettings(config: {
  BUSINESS_NAME?: string;
  BUSINESS_PHONE?: string;
  BUSINESS_EMAIL?: string;
  BUSINESS_FOUNDER?: string;
  BUSINESS_STREET?: string;
  BUSINESS_CITY?: string;
  BUSINESS_REGION?: string;
  BUSINESS_POSTAL_CODE?: string;
  BUSINESS_LATITUDE?: number;
  BUSINESS_LONGITUDE?: number;
  QUOTE_TAX_RATE: number;
}) {
  const text = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  const number = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    name: text(config.BUSINESS_NAME),
    phone: text(config.BUSINESS_PHONE),
    email: text(config.BUSINESS_EMAIL),
    founder: text(config.BUSINESS_FOUNDER),
    street: text(config.BUSINESS_STREET),
    city: text(config.BUSINESS_CITY),
    region: text(config.BUSINESS_REGION) ?? 'TX',
    postalCode: text(config.BUSINESS_POSTAL_CODE),
    latitude: number(config.BUSINESS_LATITUDE),
    longitude: number(config.BUSINESS_LONGITUDE),
    hours: DEFAULT_HOURS,
    aboutFigures: DEFAULT_ABOUT_FIGURES,
    taxRateBasisPoints: config.QUOTE_TAX_RATE,
  };
}

/** The whole row a first run stores (the seed plus the columns' defaults). */
export function seededRow(config: Parameters<typeof seedSettings>[0]): BusinessSettingsRow {
  return { ...seedSettings(config), hoursNoteEn: '', hoursNoteEs: '', foundedYear: 2024, serviceRadiusMiles: 30, facebookUrl: null, instagramUrl: null, mapUrl: null };
}

/** A percentage as typed ("8.25", "8", "0") in basis points (825); null when it is not one (at most 2 decimals, 0 to 20%). */
export function percentToBasisPoints(value: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 2000 ? points : null;
}

/** Basis points as a percentage to type: 825 → "8.25", 800 → "8". */
export function basisPointsToPercent(points: number): string {
  const fraction = String(points % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${Math.trunc(points / 100)}.${fraction}` : String(Math.trunc(points / 100));
}

/** A coordinate as typed; null when empty, NaN when not a number. */
export function parseCoordinate(value: string): number | null {
  const text = value.trim();
  if (!text) return null;
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(text) ? Number(text) : Number.NaN;
}
