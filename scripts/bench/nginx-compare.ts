// The static public page three ways, side by side in one run (this machine's speed changes within
// minutes, so only the ratios mean something); `npm run bench` and `npm run bench:front` print it:
//   app        `npm start` alone (Next gzips every answer anew)
//   app+nginx  the same behind nginx with the shipped configuration (scripts/deploy/): the page is
//              stored gzipped for a few seconds and served from there
//   nginx      nginx serving the same HTML as a pre-gzipped file: the physical limit
// 50 connections asking for gzip, BENCH_SECONDS (default 10) per run, three interleaved rounds,
// medians. CPU per request: the app's processes, or nginx's. Needs nginx (apt-get install nginx-light).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderNginxConfig } from '../deploy/nginx-config';
import { onCleanup, origin, port, printTable } from './lib';
import { interleavedRounds, processCpu } from './rounds';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = '/en/grass';
const ROUNDS = 3;

/** nginx in the foreground with `config` (its paths under `prefix`), stopped at clean-up. */
export function startNginx(prefix: string, config: string) {
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

/** nginx serving `<path>.html` (and its .gz) at each path: the HTML the app sends for it. */
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
    location / { default_type text/html; try_files $uri.html =404; }
  }
}
`;
}

/** Waits until `url` answers 2xx (10 s at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** nginx on `listen` with the shipped configuration (scripts/deploy/) in front of the app on `port`. */
export function startFrontNginx(listen: string) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'lss-bench-nginx-'));
  return startNginx(prefix, renderNginxConfig({ listen, upstreams: [`127.0.0.1:${port}`], prefix }));
}

/** nginx on `listen` serving each page's HTML (and a gzip -9 copy) as a file at its path: the limit. */
export function serveHtmlWithNginx(pages: Record<string, string>, listen: string) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'lss-bench-nginx-static-'));
  const dir = path.join(prefix, 'html');
  for (const [pagePath, html] of Object.entries(pages)) {
    const file = path.join(dir, `${pagePath}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  execFileSync('chmod', ['-R', 'a+rX', dir]);
  return startNginx(prefix, staticNginxConfig(prefix, listen, dir));
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
  const frontOrigin = `http://127.0.0.1:${port + 1}`;
  const staticOrigin = `http://127.0.0.1:${port + 2}`;
  const frontServer = startFrontNginx(`127.0.0.1:${port + 1}`);
  const staticServer = serveHtmlWithNginx({ [PAGE]: await fetch(`${origin}${PAGE}`).then((r) => r.text()) }, `127.0.0.1:${port + 2}`);
  await waitFor(`${frontOrigin}${PAGE}`);
  await waitFor(`${staticOrigin}${PAGE}`);

  const results = await interleavedRounds(
    [
      { name: 'app (npm start)', url: `${origin}${PAGE}`, cpu: processCpu(server.pid, dbName) },
      // nginx's master and workers: the same process-tree reading as the app's.
      { name: 'app behind nginx', url: `${frontOrigin}${PAGE}`, cpu: () => [...processCpu(server.pid, dbName)(), ...processCpu(frontServer.pid)()] },
      { name: 'nginx, same HTML', url: `${staticOrigin}${PAGE}`, cpu: processCpu(staticServer.pid) },
    ],
    { rounds: ROUNDS, seconds: SECONDS },
  );
  for (const [name, r] of results) if (r.failed) throw new Error(`${name}: ${r.failed} answers were not 2xx`);
  const limit = results.get('nginx, same HTML')!.rps;
  printTable(
    ['GET ' + PAGE + ' (gzip)', 'req/s', 'of nginx', 'p50 ms', 'p99 ms', 'CPU ms/req'],
    [...results].map(([name, r]) => [name, Math.round(r.rps), `${Math.round((r.rps / limit) * 100)}%`, r.p50, r.p99, r.cpuMs?.toFixed(3) ?? '-']),
  );
  // Issue 27's server budget: the documented production set-up reaches 60% of nginx on the same HTML.
  const front = results.get('app behind nginx')!.rps / limit;
  const alone = results.get('app (npm start)')!.rps / limit;
  console.log(`app behind nginx: ${Math.round(front * 100)}% of nginx serving the same file (budget: at least 60%); alone: ${Math.round(alone * 100)}%`);
  return { front, alone };
}
