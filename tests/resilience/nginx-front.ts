// Scenario 3: nginx in front of the app with the shipped configuration (scripts/deploy/): public
// pages micro-cached and gzipped once per period, the API and anything personal never cached,
// and a cached page still served while the app is down.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { renderNginxConfig } from '../../scripts/deploy/nginx-config';
import type { App } from './support/app';
import { Report, sleep } from './support/report';

export interface Front {
  url: string;
  stop(): Promise<void>;
}

/** nginx (Debian's, on PATH) with the shipped configuration, in a temporary prefix. */
export async function startNginxFront(port: number, upstreams: string[], microCache = '5s'): Promise<Front> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'lss-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user that must reach the cache.
  chmodSync(prefix, 0o755);
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, renderNginxConfig({ listen: `127.0.0.1:${port}`, upstreams, prefix, microCache }));
  const test = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    if (await fetch(`${url}/api/health`).then(() => true, () => false)) break;
    await sleep(100);
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export function nginxInstalled(): boolean {
  return spawnSync('nginx', ['-v']).status === 0;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

export async function nginxFront(app: App, front: Front, restartApp: () => Promise<App>): Promise<{ checks: Report['checks']; app: App }> {
  const report = new Report('nginx in front');
  const page = `${front.url}/en/grass`;
  const gzip = { 'accept-encoding': 'gzip, br' };

  const first = await get(page, gzip);
  const second = await get(page, gzip);
  report.check(
    'a public page is stored once and then served from the cache',
    first.status === 200 && second.status === 200 && second.headers.get('x-cache-status') === 'HIT',
    `first ${first.status} ${first.headers.get('x-cache-status')}, second ${second.status} ${second.headers.get('x-cache-status')}`,
  );
  // fetch decompresses what it is sent; curl shows the bytes as they came.
  const raw = spawnSync('curl', ['-s', '-H', 'Accept-Encoding: gzip', '-D', '-', '-o', path.join(tmpdir(), 'lss-nginx-page.gz'), page], { encoding: 'utf8' });
  const gzipped = /content-encoding: gzip/i.test(raw.stdout) && gunzipSync(readFileSync(path.join(tmpdir(), 'lss-nginx-page.gz'))).toString('utf8').includes('</html>');
  const plain = spawnSync('curl', ['-s', '-D', '-', page], { encoding: 'utf8' });
  report.check(
    'a browser that takes gzip gets the stored gzip copy; one that does not gets plain HTML',
    gzipped && /x-cache-status: HIT/i.test(raw.stdout) && !/content-encoding/i.test(plain.stdout) && plain.stdout.includes('</html>'),
    `gzip: ${gzipped ? 'gzip body' : 'no gzip'} (${/x-cache-status: (\w+)/i.exec(raw.stdout)?.[1]}); plain: ${/content-encoding/i.test(plain.stdout) ? 'compressed!' : 'identity'}${plain.stdout.includes('</html>') ? '' : ', no page'}`,
  );

  const api1 = await get(`${front.url}/api/health`);
  const api2 = await get(`${front.url}/api/health`);
  report.check(
    'the API is never cached',
    api1.status === 200 && api2.headers.get('x-cache-status') === null && /no-store/.test(api2.headers.get('cache-control') ?? ''),
    `${api2.status}, cache ${api2.headers.get('x-cache-status') ?? 'not used'}, ${api2.headers.get('cache-control')}`,
  );

  await get(`${front.url}/en/quote-link?token=abc`);
  const withQuery = await get(`${front.url}/en/quote-link?token=abc`);
  report.check(
    'a page with a query (a quote link and its token) always goes to the app',
    withQuery.headers.get('x-cache-status') === 'BYPASS',
    `cache ${withQuery.headers.get('x-cache-status')}`,
  );

  const signIn = await get(`${front.url}/api/auth/csrf`);
  report.check('sign-in cookies pass through untouched', /next-auth\.csrf-token=/.test(signIn.headers.get('set-cookie') ?? ''), `set-cookie ${signIn.headers.get('set-cookie') ? 'present' : 'missing'}`);

  await app.stop();
  await sleep(6000); // past the micro-cache period: the copy is stale now
  const downPage = await get(page, gzip);
  const downApi = await get(`${front.url}/api/health`);
  report.check(
    'while the app is down, visitors still get the last copy of a public page',
    downPage.status === 200 && ['STALE', 'UPDATING'].includes(downPage.headers.get('x-cache-status') ?? ''),
    `page ${downPage.status} ${downPage.headers.get('x-cache-status')}, API ${downApi.status}`,
  );

  const again = await restartApp();
  await get(page, gzip);
  await sleep(500);
  const fresh = await get(page, gzip);
  report.check('after the app is back, pages are fresh again', fresh.status === 200 && ['HIT', 'MISS', 'EXPIRED'].includes(fresh.headers.get('x-cache-status') ?? ''), `${fresh.status} ${fresh.headers.get('x-cache-status')}`);
  return { checks: report.checks, app: again };
}
