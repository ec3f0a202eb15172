// The drop-site details' rules (issue 46): defaults, bounds, the waiver off pavement, and messages
// in both languages; and the waiver the form shows is the terms' own text.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DROP_SITE, DROP_LOCATIONS, accessIssues, dropSiteFields, dropSiteInput, isOffPavement, waiverOf } from '@/domain/drop-site';
import { acceptQuoteInput } from '@/domain/order-schema';
import { offPavementWaiver, termsSections } from '@/content/legal';
import { translate } from '@/i18n/translate';

const issuesOf = (value: unknown) => {
  const result = dropSiteInput.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('drop-site details', () => {
  it('default to the driveway, paved, no gate, nothing ticked, no waiver', () => {
    expect(DEFAULT_DROP_SITE).toEqual({ location: 'DRIVEWAY', ground: 'PAVED', note: '', gateWidthInches: null, overheadObstacles: false, softGround: false, waiverName: '' });
    expect(waiverOf(DEFAULT_DROP_SITE, new Date())).toBeNull();
  });

  it('call the lawn and the yards off pavement, and nothing else', () => {
    expect(DROP_LOCATIONS.filter(isOffPavement)).toEqual(['LAWN', 'SIDE_YARD', 'BACKYARD']);
  });

  it('refuse off pavement without a typed name, and accept it with one', () => {
    for (const location of ['LAWN', 'SIDE_YARD', 'BACKYARD']) {
      expect(issuesOf({ location })).toEqual([{ path: 'waiverName', message: 'orders:validation.dropSite.waiverRequired' }]);
      expect(issuesOf({ location, waiverName: '  A ' })).toEqual([{ path: 'waiverName', message: 'orders:validation.dropSite.waiverRequired' }]);
    }
    const site = dropSiteInput.parse({ location: 'BACKYARD', waiverName: '  Ana Pérez  ' });
    expect(site.waiverName).toBe('Ana Pérez');
    const now = new Date('2026-11-29T15:00:00Z');
    expect(waiverOf(site, now)).toEqual({ name: 'Ana Pérez', acceptedAt: now });
    // On the driveway a name typed anyway accepts nothing.
    expect(waiverOf(dropSiteInput.parse({ location: 'STREET', waiverName: 'Ana' }), now)).toBeNull();
  });

  it('keep the gate width a whole number of inches from 36 to 360, or none', () => {
    for (const gateWidthInches of [36, 120, 360, null]) expect(issuesOf({ gateWidthInches })).toEqual([]);
    for (const gateWidthInches of [35, 361, 48.5, -1, '48', Number.NaN]) {
      expect(issuesOf({ gateWidthInches })).toEqual([{ path: 'gateWidthInches', message: 'orders:validation.dropSite.gateWidth' }]);
    }
  });

  it('bound the note and the name, and refuse unknown choices', () => {
    expect(issuesOf({ note: 'x'.repeat(500) })).toEqual([]);
    expect(issuesOf({ note: 'x'.repeat(501) })).toEqual([{ path: 'note', message: 'orders:validation.dropSite.noteTooLong' }]);
    expect(issuesOf({ location: 'LAWN', waiverName: 'x'.repeat(101) })).toEqual([{ path: 'waiverName', message: 'orders:validation.dropSite.waiverNameTooLong' }]);
    expect(issuesOf({ location: 'ROOF' })).toEqual([{ path: 'location', message: 'orders:validation.dropSite.location' }]);
    expect(issuesOf({ ground: 'LAVA' })).toEqual([{ path: 'ground', message: 'orders:validation.dropSite.ground' }]);
    expect(issuesOf({ softGround: 'yes' })).toEqual([{ path: 'softGround', message: 'orders:validation.dropSite.flag' }]);
    expect(issuesOf({ note: 'a\u0000b' })).toEqual([{ path: 'note', message: 'validation:unsupportedCharacters' }]);
  });

  it("on a caller's quote carry no waiver", () => {
    expect(dropSiteFields.parse({ location: 'LAWN', waiverName: 'Staff' })).not.toHaveProperty('waiverName');
  });

  it('list the access problems in a fixed order', () => {
    expect(accessIssues({ gateWidthInches: 48, overheadObstacles: true, softGround: true })).toEqual(['gate', 'overhead', 'soft']);
    expect(accessIssues({ gateWidthInches: null, overheadObstacles: false, softGround: true })).toEqual(['soft']);
  });

  it('are optional when accepting a quote', () => {
    const base = { quoteId: '6f1c3c1e-2b7a-4d1c-9a51-0d7b2f1c9e11', requestedDate: '2026-12-01', street: '1 Main St', city: 'Magnolia', zip: '77354', siteNotes: '', phone: '936-555-0100', expectedTotalCents: 100 };
    expect(acceptQuoteInput.parse(base).dropSite).toBeUndefined();
    expect(acceptQuoteInput.safeParse({ ...base, dropSite: { location: 'LAWN' } }).success).toBe(false);
  });

  it('say every message in English and Spanish', () => {
    const keys = ['location', 'ground', 'note', 'noteTooLong', 'gateWidth', 'flag', 'waiverName', 'waiverNameTooLong', 'waiverRequired'].map((k) => `orders:validation.dropSite.${k}`);
    for (const key of keys) {
      const en = translate('en', key);
      const es = translate('es', key);
      expect(en, key).not.toBe(key);
      expect(es, key).not.toBe(key);
      expect(es, key).not.toBe(en);
    }
    expect(translate('es', 'orders:validation.dropSite.waiverRequired')).toContain('nombre completo');
  });

  it('show the waiver the terms page shows', () => {
    expect(termsSections).toContain(offPavementWaiver);
    expect(offPavementWaiver.paragraphs.en.join(' ')).toContain('off the pavement');
    expect(offPavementWaiver.paragraphs.es.join(' ')).toContain('fuera del pavimento');
  });
});
