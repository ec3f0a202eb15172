// The process manager behind `npm start` (scripts/cluster.mjs), run for real with a stand-in
// worker program: workers share one port, pass messages to each other, are replaced when they
// die, and all stop with the primary.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { workerCount } from '../../scripts/cluster.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const workerProgram = path.join(root, 'tests/slow/support/cluster-worker.ts');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

let primary: ChildProcess | undefined;
afterEach(() => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
});

/** Starts the primary (workers inherit `--import tsx` to run the TypeScript stand-in). */
async function startCluster(workers: number, mode = '') {
  const port = await freePort();
  const options = { exec: workerProgram, args: [String(port), mode], workers, maxRestarts: 3, envBySlot: [{ ROLE: 'mail' }] };
  primary = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/slow/support/cluster-primary.mjs'), JSON.stringify(options)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  primary.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { port, log: () => log, exited: once(primary, 'exit') as Promise<[number | null, string | null]> };
}

interface Answer {
  pid: number;
  forgotten: number;
  role: string | null;
}

async function ask(port: number, route = '/'): Promise<Answer> {
  for (let tries = 0; ; tries += 1) {
    try {
      // A connection handed to a worker as it is killed may never be answered: give up and ask again.
      const res = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(2000) });
      return (await res.json()) as Answer;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Asks until every one of `count` workers has answered; their latest answers by pid. A worker
 * that is still starting (a replacement takes seconds on a busy machine) is waited for, up to 20 s.
 */
async function everyWorker(port: number, count: number) {
  const seen = new Map<number, Answer>();
  const deadline = Date.now() + 20_000;
  for (let i = 0; seen.size < count || i < 2 * count; i += 1) {
    if (Date.now() > deadline) throw new Error(`only ${seen.size} of ${count} workers answered`);
    if (i >= 2 * count) await new Promise((r) => setTimeout(r, 50));
    const answer = await ask(port);
    seen.set(answer.pid, answer);
  }
  return seen;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start process manager', () => {
  it('reads WEB_CONCURRENCY as a worker count, one when unset', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount('')).toBe(1);
    expect(workerCount('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => workerCount(bad)).toThrow(/WEB_CONCURRENCY/);
  });

  it('serves from every worker on one port and passes a forget message to the others only', { timeout: 30_000 }, async () => {
    const { port } = await startCluster(2);
    const before = await everyWorker(port, 2);
    expect([...before.values()].map((a) => a.forgotten)).toEqual([0, 0]);
    // Worker slot 0 alone gets its own environment (npm start runs the e-mail worker there).
    expect([...before.values()].map((a) => a.role).sort()).toEqual(['mail', null]);
    const sender = (await ask(port, '/forget')).pid;
    await new Promise((r) => setTimeout(r, 300));
    const after = await everyWorker(port, 2);
    expect(after.get(sender)!.forgotten).toBe(0);
    const [other] = [...after.keys()].filter((pid) => pid !== sender);
    expect(after.get(other!)!.forgotten).toBe(1);
  });

  it('replaces a worker that dies, and stops every worker on SIGTERM', { timeout: 60_000 }, async () => {
    const { port, exited } = await startCluster(2);
    const first = [...(await everyWorker(port, 2)).values()];
    // The worker in slot 0 dies: its replacement gets the same environment.
    const mail = first.find((a) => a.role === 'mail')!;
    process.kill(mail.pid, 'SIGKILL');
    let now: Answer[] = [];
    for (let i = 0; i < 50 && !(now.length === 2 && now.every((a) => a.pid !== mail.pid)); i += 1) {
      now = [...(await everyWorker(port, 2)).values()].filter((a) => alive(a.pid));
    }
    expect(now).toHaveLength(2);
    expect(now.find((a) => a.role === 'mail')?.pid).not.toBe(mail.pid);
    expect(now.map((a) => a.role).sort()).toEqual(['mail', null]);
    // A worker that exits by itself is replaced too.
    await fetch(`http://127.0.0.1:${port}/crash`, { signal: AbortSignal.timeout(2000) }).catch(() => null); // once: the worker dies without answering
    const before = now.map((a) => a.pid);
    for (let i = 0; i < 50 && !(now.length === 2 && now.some((a) => !before.includes(a.pid))); i += 1) {
      now = [...(await everyWorker(port, 2)).values()].filter((a) => alive(a.pid));
    }
    expect(now).toHaveLength(2);
    expect(now.filter((a) => !before.includes(a.pid))).toHaveLength(1);

    primary!.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(now.map((a) => a.pid).filter(alive)).toEqual([]);
  });

  it('gives up with exit code 1 when workers keep dying at start', { timeout: 30_000 }, async () => {
    const started = Date.now();
    const { exited, log } = await startCluster(1, 'fail-at-start');
    const [code] = await exited;
    expect(code).toBe(1);
    // At once, not after the 15 s given to workers that are still running.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(log()).toMatch(/died within a minute; stopping/);
  });
});
