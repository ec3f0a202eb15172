// `next start` on the resilience build, as its own process group so it can always be ended.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { NEXT_BIN } from '../../../scripts/next-bin.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface App {
  name: string;
  url: string;
  /** The last lines the server printed (for a failure report). */
  logTail(lines?: number): string;
  /** Internal (500) errors the server logged from the `since` mark on: the procedure and its cause. */
  internalErrors(since?: number): string[];
  /** A mark for internalErrors: everything logged so far is before it. */
  mark(): number;
  stop(): Promise<void>;
}

export async function startApp(name: string, port: number, env: Record<string, string>): Promise<App> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log: string[] = [];
  const internal: { at: number; text: string }[] = [];
  let lines = 0;
  let current: { at: number; text: string } | null = null;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines += 1;
      log.push(line);
      const failed = /tRPC (\S+) failed/.exec(line);
      if (failed) {
        current = { at: lines, text: failed[1]! };
        internal.push(current);
      } else if (current && !current.text.includes(':')) {
        // The first line that names the cause: a database code, or an error message.
        const cause = /Code: `(\w+)`. Message: `([^`]*)`/.exec(line) ?? /^(\w*Error)\b.*?: (.+)$/.exec(line.trim());
        if (cause) current.text += `: ${cause[1]} ${cause[2]}`;
      }
    }
    if (log.length > 2000) log.splice(0, log.length - 2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const app: App = {
    name,
    url,
    logTail: (lines = 30) => log.slice(-lines).join('\n'),
    internalErrors: (since = 0) => internal.filter((e) => e.at > since).map((e) => e.text),
    mark: () => lines,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };

  // Ready when the health check answers (the database is up at this point).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${app.logTail()}`);
    const status = await fetch(`${url}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return app;
    if (Date.now() > deadline) {
      await app.stop();
      throw new Error(`${name} did not become healthy on ${url}:\n${app.logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
