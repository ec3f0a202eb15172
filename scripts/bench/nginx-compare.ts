// The static public page three ways, side by side in one run (this machine's speed changes within
// minutes, so only the ratios mean something); `npm run bench` and `npm run bench:front` print it:
//   app        `npm start` alone (Next gzips every answer anew)
//   app+nginx  the same behind nginx with the shipped configuration (scripts/deploy/): the page is
//              stored gzipped for a few seconds and served from there
//   nginx      nginx serving the same HTML as a pre-gzipped file: the physical limit
// 50 connections asking for gzip, BENCH_SECONDS (default 10) per run, three interleaved rounds,
// medians. CPU per request: the app's processes, or nginx's. Needs nginx (apt-get install nginx-light).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { renderNginxConfig } from '../deploy/nginx-config';
import { onCleanup, origin, port, printTable } from './lib';
import { readCpu, cpuPerRequest } from './cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = '/en/grass';
const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function startNginx(prefix: string, config: string) {
  chmodSync(prefix, 0o755);
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn('nginx', ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit', detached: true });
  onCleanup(async () => {
    try {
      process.kill(-child.pid!, 'SIGQUIT');
    } catch {
      // gone
    }
  });
  return child;
}

/** nginx serving one file (and its .gz) at every path: the HTML the app sends for PAGE. */
function staticNginxConfig(prefix: string, listen: string, dir: string) {
  return `worker_processes auto;
pid ${prefix}/static.pid;
error_log ${prefix}/static-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${prefix}/sc; proxy_temp_path ${prefix}/sp; fastcgi_temp_path ${prefix}/sf; uwsgi_temp_path ${prefix}/su; scgi_temp_path ${prefix}/ss;
  server {
    listen ${listen};
    root ${dir};
    gzip_static on;
    location / { default_type text/html; try_files /page.html =404; }
  }
}
`;
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Whether nginx is installed (the comparison needs it). */
export const hasNginx = () => spawnSync('nginx', ['-v']).status === 0;

/**
 * Measures PAGE from the running app alone, behind nginx with the shipped configuration, and from
 * nginx serving the same HTML; prints the table and returns the share of nginx's requests a
 * second the app reaches behind nginx and alone.
 */
export async function compareWithNginx(server: ChildProcess, databaseUrl: string): Promise<{ front: number; alone: number }> {
  if (!hasNginx()) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const prefix = mkdtempSync(path.join(tmpdir(), 'lss-bench-nginx-'));
  const frontOrigin = `http://127.0.0.1:${port + 1}`;
  const staticOrigin = `http://127.0.0.1:${port + 2}`;
  const frontServer = startNginx(prefix, renderNginxConfig({ listen: `127.0.0.1:${port + 1}`, upstreams: [`127.0.0.1:${port}`], prefix }));
  const html = await fetch(`${origin}${PAGE}`).then((r) => r.text());
  const dir = path.join(prefix, 'html');
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'page.html'), html);
  writeFileSync(path.join(dir, 'page.html.gz'), gzipSync(html, { level: 9 }));
  const staticPrefix = mkdtempSync(path.join(tmpdir(), 'lss-bench-nginx-static-'));
  const staticServer = startNginx(staticPrefix, staticNginxConfig(staticPrefix, `127.0.0.1:${port + 2}`, dir));
  await waitFor(`${frontOrigin}${PAGE}`);
  await waitFor(`${staticOrigin}${PAGE}`);

  const targets = [
    { name: 'app (npm start)', url: `${origin}${PAGE}` },
    { name: 'app behind nginx', url: `${frontOrigin}${PAGE}` },
    { name: 'nginx, same HTML', url: `${staticOrigin}${PAGE}` },
  ] as const;
  const results = new Map<string, { rps: number[]; p50: number[]; p99: number[]; cpu: number[] }>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      const appBefore = target.name === 'nginx, same HTML' ? null : readCpu(server.pid!, dbName);
      // nginx's master and workers: the same process-tree reading as the app's.
      const nginxPid = target.name === 'app behind nginx' ? frontServer.pid : target.name === 'nginx, same HTML' ? staticServer.pid : undefined;
      const nginxBefore = nginxPid ? readCpu(nginxPid, dbName) : null;
      const r = await autocannon({ url: target.url, connections: 50, duration: SECONDS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const bad = r.non2xx + r.errors;
      if (bad) throw new Error(`${target.name}: ${bad} answers were not 2xx`);
      const total = r['2xx'];
      const [appMs] = appBefore ? cpuPerRequest(appBefore, readCpu(server.pid!, dbName), total) : [0];
      const [nginxMs] = nginxPid ? cpuPerRequest(nginxBefore, readCpu(nginxPid, dbName), total) : [0];
      const cpu = Number(appMs) + Number(nginxMs);
      const entry = results.get(target.name) ?? { rps: [], p50: [], p99: [], cpu: [] };
      entry.rps.push(r.requests.average);
      entry.p50.push(r.latency.p50);
      entry.p99.push(r.latency.p99);
      entry.cpu.push(cpu);
      results.set(target.name, entry);
      console.log(`round ${round}: ${target.name} ${Math.round(r.requests.average)} req/s`);
    }
  }
  const limit = median(results.get('nginx, same HTML')!.rps);
  printTable(
    ['GET ' + PAGE + ' (gzip)', 'req/s', 'of nginx', 'p50 ms', 'p99 ms', 'CPU ms/req'],
    [...results].map(([name, r]) => [name, Math.round(median(r.rps)), `${Math.round((median(r.rps) / limit) * 100)}%`, median(r.p50), median(r.p99), median(r.cpu).toFixed(3)]),
  );
  // Issue 27's server budget: the documented production set-up reaches 60% of nginx on the same HTML.
  const front = median(results.get('app behind nginx')!.rps) / limit;
  const alone = median(results.get('app (npm start)')!.rps) / limit;
  console.log(`app behind nginx: ${Math.round(front * 100)}% of nginx serving the same file (budget: at least 60%); alone: ${Math.round(alone * 100)}%`);
  return { front, alone };
}
