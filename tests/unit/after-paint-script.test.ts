import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_FILE, afterPaintScript } from '@/page-runtime/after-paint-script';

describe('public/scripts/after-paint.js', () => {
  it('is the current build of src/page-runtime/after-paint.ts (run `npm run after-paint:js` after changing it)', () => {
    expect(readFileSync(AFTER_PAINT_FILE, 'utf8')).toBe(afterPaintScript());
  });
});
