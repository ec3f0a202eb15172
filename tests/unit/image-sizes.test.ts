import { describe, expect, it } from 'vitest';
import { columnSizes, gridSizes } from '@/components/image-sizes';

/** The width a `sizes` attribute gives at a viewport width (px), as a browser reads the forms we write. */
function shownAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const media = /^\(min-width: ([\d.]+)em\)\s+(.*)$/.exec(entry);
    if (media && viewport < Number(media[1]) * 16) continue;
    const value = media ? media[2]! : entry;
    const px = /^(\d+)px$/.exec(value);
    if (px) return Number(px[1]);
    const calc = /^calc\((?:([\d.]+) \* )?\(?100vw - (\d+)px\)?\)$/.exec(value);
    if (calc) return (calc[1] ? Number(calc[1]) : 1) * (viewport - Number(calc[2]));
    throw new Error(`unexpected sizes entry: ${entry}`);
  }
  throw new Error('no default entry');
}

describe('image sizes from the layout', () => {
  // A three-column product grid (1 column, 2 from 48em, 3 from 75em; 20 px gaps) in the large
  // container (1140 px with 16 px padding each side).
  const products = gridSizes({ base: 1, sm: 2, lg: 3 }, 'lg');

  it('gives a phone card its own width, not the viewport’s', () => {
    expect(shownAt(products, 412)).toBe(380);
    expect(shownAt(products, 360)).toBe(328);
  });

  it('follows the columns at each breakpoint and stops growing at the container’s width', () => {
    expect(shownAt(products, 800)).toBe((800 - 32 - 20) / 2);
    expect(shownAt(products, 1150)).toBe(Math.ceil((1140 - 32 - 20) / 2));
    expect(shownAt(products, 1280)).toBe(Math.ceil((1140 - 32 - 40) / 3));
    expect(shownAt(products, 2560)).toBe(Math.ceil((1140 - 32 - 40) / 3));
  });

  it('gives a column beside text its share of the row after the gap', () => {
    const hero = columnSizes({ base: { share: 1, gaps: 0 }, md: { share: 5 / 12, gaps: 1 } }, 'xl');
    expect(shownAt(hero, 412)).toBe(380);
    expect(shownAt(hero, 1000)).toBeCloseTo(((1000 - 64) * 5) / 12, 0);
    expect(shownAt(hero, 1280)).toBe(Math.ceil(((1140 - 64) * 5) / 12));
  });
});
