// The ZIP check: an exact listed ZIP answers with one area, always the same one.
import { describe, expect, it } from 'vitest';
import { findAreaByZip, isZipCode, normalizeZipInput, parseZipList } from '@/domain/zip';
import { serviceAreas } from '@/content/service-areas';

const areas = serviceAreas.map((a) => ({ slug: a.slug, zipCodes: a.zipCodes, sortOrder: a.sortOrder }));

describe('ZIP check', () => {
  it('finds the area of every listed ZIP', () => {
    for (const area of serviceAreas) {
      for (const zip of area.zipCodes) {
        const found = findAreaByZip(areas, zip);
        expect(found?.zipCodes).toContain(zip);
      }
    }
    expect(findAreaByZip(areas, '77354')?.slug).toBe('magnolia');
  });

  it('answers a ZIP listed under two areas with the lower sortOrder, in any order', () => {
    const sharing = serviceAreas.filter((a) => a.zipCodes.includes('77384'));
    expect(sharing.length).toBeGreaterThan(1);
    const expected = [...sharing].sort((a, b) => a.sortOrder - b.sortOrder)[0]!.slug;
    expect(findAreaByZip(areas, '77384')?.slug).toBe(expected);
    expect(findAreaByZip([...areas].reverse(), '77384')?.slug).toBe(expected);
  });

  it('trims the input and keeps at most 5 characters', () => {
    expect(normalizeZipInput('  77354  ')).toBe('77354');
    expect(normalizeZipInput('773541')).toBe('77354');
    expect(findAreaByZip(areas, ' 77354 ')?.slug).toBe('magnolia');
  });

  it('needs an exact match: prefixes and longer strings do not match', () => {
    expect(findAreaByZip(areas, '7735')).toBeNull();
    expect(findAreaByZip(areas, '773545')).toBeNull();
    expect(findAreaByZip(areas, '77-54')).toBeNull();
  });
});

describe('what a visitor typed', () => {
  it.each([
    ['77354', true],
    [' 77354 ', true],
    ['773541', true],
    ['abcde', false],
    ['7735a', false],
    ['7735', false],
    ['', false],
  ])('%j is a ZIP code: %s', (typed, expected) => {
    expect(isZipCode(typed)).toBe(expected);
  });
});

describe('ZIP codes staff list for an area', () => {
  it.each([
    ['77380, 77381 77382\n77384', ['77380', '77381', '77382', '77384'], []],
    ['77381,77380,77381', ['77380', '77381'], []],
    ['  ', [], []],
    ['77380, 7738, 773800, abcde', ['77380'], ['7738', '773800', 'abcde']],
  ])('%j → %j, refused %j', (text, zips, invalid) => {
    expect(parseZipList(text)).toEqual({ zips, invalid });
  });
});
