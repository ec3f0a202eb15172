// CPU time spent by the server and by PostgreSQL during a scenario, read from Linux's /proc, so
// the bench can print milliseconds of CPU per request next to the latencies. A latency depends on
// what else the machine is doing; CPU per request much less, and it shows where the time goes
// (how many requests a second the cores can serve at best). Elsewhere than Linux it prints '-'.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  /** User plus system CPU so far, in milliseconds. */
  cpuMs: number;
  cmdline: string;
}

function processes(): ProcessInfo[] {
  const list: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, … utime (14th), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      list.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks(),
        cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      // the process ended while we looked
    }
  }
  return list;
}

export interface CpuReading {
  /** CPU milliseconds so far of each server process, by pid. */
  server: Map<number, number>;
  /** CPU milliseconds so far of each PostgreSQL backend serving the database, by pid. */
  database: Map<number, number>;
}

/**
 * CPU used so far by the server (the process `serverPid` and all its descendants: npm start's
 * primary and its `next start` workers) and by the PostgreSQL backends serving `database`.
 */
export function readCpu(serverPid: number, database: string): CpuReading | null {
  if (!existsSync('/proc/self/stat')) return null;
  const all = processes();
  const children = new Map<number, ProcessInfo[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const server = new Map<number, number>();
  const stack = all.filter((p) => p.pid === serverPid);
  while (stack.length) {
    const p = stack.pop()!;
    server.set(p.pid, p.cpuMs);
    stack.push(...(children.get(p.pid) ?? []));
  }
  // A backend's title: "postgres: <version>/<cluster>: <user> <database> <client> <state>".
  const backends = all.filter((p) => p.cmdline.startsWith('postgres: ') && p.cmdline.split(' ').includes(database));
  return { server, database: new Map(backends.map((p) => [p.pid, p.cpuMs])) };
}

/**
 * CPU used between two readings by the processes alive at the second one (a process that ended
 * in between takes its time with it, so a figure can be a little low, never negative).
 */
export function used(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, cpuMs] of after) ms += cpuMs - (before.get(pid) ?? 0);
  return ms;
}

/** Milliseconds of CPU per request between two readings, as table cells. */
export function cpuPerRequest(before: CpuReading | null, after: CpuReading | null, requests: number): [string | number, string | number] {
  if (!before || !after || requests <= 0) return ['-', '-'];
  const per = (ms: number) => Number((ms / requests).toFixed(2));
  return [per(used(before.server, after.server)), per(used(before.database, after.database))];
}
