// Load on several servers side by side: autocannon on each in turn, round after round, so every
// server sees the same background load (this machine is shared and its speed changes within
// minutes); each figure is the median over the rounds. `npm run bench`'s nginx comparison and
// `npm run bench:peer` measure through here.
import autocannon from 'autocannon';
import { readCpu, used, type CpuReading } from './cpu';

export interface LoadTarget {
  name: string;
  url: string;
  /** Readings of everything that serves this target (process trees, database backends). */
  cpu: () => (CpuReading | null)[];
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per 2xx answer, summed over the target's processes; null where /proc is missing. */
  cpuMs: number | null;
  /** Answers that were not 2xx and requests that failed or timed out (10 s), over all rounds. */
  failed: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A process tree's CPU, and that of the PostgreSQL backends serving `database` when given. */
export const processCpu = (pid: number | undefined, database?: string) => () =>
  // A NUL never appears in a backend's title (cpu.ts turns them into spaces): no backend matches.
  [pid ? readCpu(pid, database ?? '\0') : null];

function cpuBetween(before: (CpuReading | null)[], after: (CpuReading | null)[]): number | null {
  let ms = 0;
  for (const [i, a] of after.entries()) {
    const b = before[i];
    if (!a || !b) return null;
    ms += used(b.server, a.server) + used(b.database, a.database);
  }
  return ms;
}

/**
 * `rounds` rounds of `seconds` of load on each target in turn (50 connections asking for gzip,
 * as browsers do); medians by target name, and the failures counted.
 */
export async function interleavedRounds(targets: LoadTarget[], { rounds = 3, seconds, connections = 50 }: { rounds?: number; seconds: number; connections?: number }) {
  const runs = new Map<string, { rps: number[]; p50: number[]; p99: number[]; cpu: (number | null)[]; failed: number }>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const before = target.cpu();
      const r = await autocannon({ url: target.url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const cpu = cpuBetween(before, target.cpu());
      const entry = runs.get(target.name) ?? { rps: [], p50: [], p99: [], cpu: [], failed: 0 };
      entry.failed += r.non2xx + r.errors;
      entry.rps.push(r.requests.average);
      entry.p50.push(r.latency.p50);
      entry.p99.push(r.latency.p99);
      entry.cpu.push(cpu === null || r['2xx'] === 0 ? null : cpu / r['2xx']);
      runs.set(target.name, entry);
      const failed = r.non2xx + r.errors;
      const cpuText = cpu === null || r['2xx'] === 0 ? '' : `, ${(cpu / r['2xx']).toFixed(3)} ms CPU a request`;
      console.log(`round ${round}/${rounds}: ${target.name} ${Math.round(r.requests.average)} req/s${cpuText}${failed ? `, ${failed} not 2xx or failed` : ''}`);
    }
  }
  const figures = new Map<string, LoadFigures>();
  for (const [name, r] of runs) {
    const cpu = r.cpu.filter((c): c is number => c !== null);
    figures.set(name, { rps: median(r.rps), p50: median(r.p50), p99: median(r.p99), cpuMs: cpu.length === r.cpu.length ? median(cpu) : null, failed: r.failed });
  }
  return figures;
}
