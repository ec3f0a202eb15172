// A local stand-in for Resend's POST /emails: counts requests by Idempotency-Key.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  /** Requests received per Idempotency-Key. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

export async function startResendStandIn({ delayMs = 0 } = {}): Promise<StandIn> {
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      counts.set(key, (counts.get(key) ?? 0) + 1);
      // A little latency, so two workers' batches overlap as they would against the real API.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `re_${key}` }));
      }, delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
