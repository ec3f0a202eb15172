// Phone numbers never wrap mid-number ("555-" / "0142"): what is shown has no break opportunity.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneText, telHref } from '@/config/business';

const root = path.resolve(import.meta.dirname, '../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('phone numbers as shown', () => {
  it('have no breakable space or hyphen, and the same characters otherwise', () => {
    const shown = phoneText('(281) 555-0142');
    expect(shown).not.toMatch(/[ -]/);
    expect(shown).toBe('(281)\u00a0555\u20110142');
    expect(telHref(shown)).toBe('tel:+12815550142');
  });

  it('are always shown through phoneText, never as the raw configured value', () => {
    const raw = sourceFiles(path.join(root, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\{business\.phone\}|\bphone: business\.phone\b|\{\w+\.phone\}(?!\s*=)/g)].map((m) => `${path.relative(root, file)}: ${m[0]}`);
    });
    expect(raw).toEqual([]);
  });
});
