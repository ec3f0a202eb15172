// The `sizes` of a picture laid out in a page's `<Container size="lg">`: how wide it is shown at
// each of Mantine's breakpoints, so that the browser picks from srcset the width the layout needs
// (a "100vw" on a phone card made phones fetch 828 px for a 378 px card). The facts below are
// Mantine's defaults, which the theme keeps (src/theme.ts): breakpoints, the large container's
// width (padding included) and its padding, and the grid gaps.

const BREAKPOINT_EM = { base: 0, sm: 48, md: 62, lg: 75 } as const;
const GAP_PX = { lg: 20, xl: 32 } as const;
const CONTAINER_PX = 1140;
const CONTAINER_EM = CONTAINER_PX / 16;
const PADDING_PX = 16;

export type Breakpoint = keyof typeof BREAKPOINT_EM;
export type Gap = keyof typeof GAP_PX;
/** From a breakpoint up (until the next one given): the picture's share of the row once the row's gaps are taken out. */
export type Share = { share: number; gaps: number };

/** `sizes` for a picture whose column is `share` of the container's content row, from each breakpoint up. */
export function columnSizes(steps: { base: Share } & Partial<Record<Breakpoint, Share>>, gap: Gap): string {
  const from = (Object.keys(steps) as Breakpoint[]).sort((a, b) => BREAKPOINT_EM[b] - BREAKPOINT_EM[a]);
  const entries: string[] = [];
  let above = Infinity; // where the step above this one starts (em)
  for (const breakpoint of from) {
    const { share, gaps } = steps[breakpoint]!;
    const start = BREAKPOINT_EM[breakpoint];
    const lost = 2 * PADDING_PX + gaps * GAP_PX[gap];
    // From the container's full width up the column's width is fixed.
    if (above > CONTAINER_EM) entries.push(`(min-width: ${Math.max(start, CONTAINER_EM)}em) ${Math.ceil((CONTAINER_PX - lost) * share)}px`);
    if (start < CONTAINER_EM) {
      const width = share === 1 ? `calc(100vw - ${lost}px)` : `calc(${round(share)} * (100vw - ${lost}px))`;
      entries.push(start === 0 ? width : `(min-width: ${start}em) ${width}`);
    }
    above = start;
  }
  return entries.join(', ');
}

/** `sizes` for a picture filling a card of a `SimpleGrid` with these `cols` and this `spacing`. */
export function gridSizes(cols: { base: number } & Partial<Record<Breakpoint, number>>, gap: Gap): string {
  const steps = Object.fromEntries(Object.entries(cols).map(([breakpoint, count]) => [breakpoint, { share: 1 / count, gaps: count - 1 }]));
  return columnSizes(steps as { base: Share }, gap);
}

function round(n: number): string {
  return String(Math.round(n * 10000) / 10000);
}
