import { createServer } from 'node:net';

/** The first port of `candidates` nothing listens on (loopback). */
export async function freePort(candidates: number[]): Promise<number> {
  for (const port of candidates) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port among ${candidates.join(', ')}`);
}
