// Each scenario records named checks with the numbers behind them; main.ts prints them all.
export interface Check {
  scenario: string;
  name: string;
  ok: boolean;
  detail: string;
}

export class Report {
  readonly checks: Check[] = [];
  constructor(private scenario: string) {}

  check(name: string, ok: boolean, detail: string) {
    this.checks.push({ scenario: this.scenario, name, ok, detail });
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name} — ${detail}`);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts of each value, as "200×41, 503×12". */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}×${n}`).join(', ') || 'none';
}
