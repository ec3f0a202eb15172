// npm run bench:peer — the project side by side with what a small supplier would otherwise run
// and with the physical limit, on the same two pages (home and the grass category, English):
//   nginx               nginx serving the project's own rendered HTML as a file (nginx-compare.ts)
//   project             the production build with `npm start` (lib.ts)
//   project + nginx     the same behind nginx with the shipped configuration (scripts/deploy/)
//   WordPress           a stock WordPress from Debian's packages with the same text and photos
//                       (peer-wordpress.ts; skipped, with the reason, where they cannot be had)
// Server: autocannon, 50 connections asking for gzip, BENCH_SECONDS (default 10) a run, three
// rounds in which every server takes its turn (so all see the same background load), medians;
// CPU milliseconds per request of everything serving it. Browser: Lighthouse 12 mobile defaults
// (lighthouse-run.ts) on the project and WordPress, three interleaved runs a page, the median run.
// First tap: the phone menu of the project's home and of WordPress's (its block theme's navigation
// toggle), Lighthouse user flows (lighthouse-flows.ts: load at phone speed, idle, a timespan around
// the tap), three interleaved runs each, medians: INP, the scripts the tap waited for, and how long
// the menu took to show.
// Prints the table, with the requests each server failed or answered too late (over 10 s); no
// budget (exits 1 only when something broke). Optional: not part of `npm test`.
//   PEER_WORDPRESS_PORT  WordPress's nginx (default BENCH_PORT + 3)
import net from 'node:net';
import os from 'node:os';
import { pathFor } from '../../src/routing/routes';
import { benchEnv, freshDatabase, main, origin, port, printTable, productionBuild, startServer } from './lib';
import { hasNginx, serveHtmlWithNginx, startFrontNginx, waitFor } from './nginx-compare';
import { interleavedRounds, processCpu, type LoadTarget } from './rounds';
import { figures, launchChrome, medianRun, runLighthouse, warm, type Lhr } from './lighthouse-run';
import { launchFlowBrowser, menuFlow, runFlow, summarize, type FirstTapFlow, type FlowResult } from './lighthouse-flows';
import { pageContent } from './peer-content';
import { startWordPressPeer } from './peer-wordpress';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;
const WORDPRESS_PORT = Number(process.env.PEER_WORDPRESS_PORT ?? port + 3);
const PAGES = [
  { name: 'home', path: pathFor('en', 'home'), front: true },
  { name: 'grass', path: pathFor('en', 'grass'), front: false },
];

const step = (line: string) => console.log(`\n== ${line}`);

/** Whether nothing listens on 127.0.0.1:`p` (a server already there would be measured instead of ours). */
const portFree = (p: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true))).listen(p, '127.0.0.1');
  });

await main(async () => {
  if (!hasNginx()) throw new Error('nginx is not installed (apt-get install -y nginx-light): it serves the limit column');
  const ports = [port, port + 1, port + 2, WORDPRESS_PORT];
  const busy = [];
  for (const p of ports) if (!(await portFree(p))) busy.push(p);
  if (busy.length) throw new Error(`127.0.0.1:${busy.join(', ')} in use: choose free ports with BENCH_PORT (it and the next two) and PEER_WORDPRESS_PORT`);
  step('The project: a fresh seeded database, a production build, npm start');
  const databaseUrl = await freshDatabase('peer');
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const env = benchEnv();
  const distDir = await productionBuild(databaseUrl, env);
  const server = await startServer(distDir, databaseUrl, env);
  const html = new Map<string, string>();
  for (const page of PAGES) html.set(page.name, await fetch(`${origin}${page.path}`).then((r) => r.text()));

  step(`nginx serving the project's rendered HTML (127.0.0.1:${port + 2}), and the project behind nginx (127.0.0.1:${port + 1})`);
  const staticOrigin = `http://127.0.0.1:${port + 2}`;
  const frontOrigin = `http://127.0.0.1:${port + 1}`;
  const staticServer = serveHtmlWithNginx(Object.fromEntries(PAGES.map((p) => [p.path, html.get(p.name)!])), `127.0.0.1:${port + 2}`);
  const frontServer = startFrontNginx(`127.0.0.1:${port + 1}`);
  for (const page of PAGES) {
    await waitFor(`${staticOrigin}${page.path}`);
    await waitFor(`${frontOrigin}${page.path}`);
  }

  step(`WordPress from Debian's packages (127.0.0.1:${WORDPRESS_PORT}) with the same pages`);
  const contents = PAGES.map((page) => ({ page, content: pageContent(html.get(page.name)!) }));
  const wordpress = await startWordPressPeer(
    WORDPRESS_PORT,
    contents[0]!.content.siteName,
    contents.map(({ page, content }) => ({ slug: page.name, title: content.title, html: content.html, front: page.front })),
    Object.assign({}, ...contents.map(({ content }) => content.images)),
  );
  if (typeof wordpress === 'string') console.log(`WordPress column skipped: ${wordpress}`);
  else for (const page of PAGES) console.log(`${page.name}: ${wordpress.urls[page.name]}`);

  const servers = (page: (typeof PAGES)[number]) => {
    const list: (LoadTarget & { server: string; page: string; lighthouse: boolean })[] = [
      { server: 'nginx, same HTML', url: `${staticOrigin}${page.path}`, cpu: processCpu(staticServer.pid), lighthouse: false },
      { server: 'project (npm start)', url: `${origin}${page.path}`, cpu: processCpu(server.pid, dbName), lighthouse: true },
      { server: 'project behind nginx', url: `${frontOrigin}${page.path}`, cpu: () => [...processCpu(server.pid, dbName)(), ...processCpu(frontServer.pid)()], lighthouse: false },
    ].map((t) => ({ ...t, page: page.name, name: `${page.name}: ${t.server}` }));
    if (typeof wordpress !== 'string') {
      list.push({ server: 'WordPress', page: page.name, name: `${page.name}: WordPress`, url: wordpress.urls[page.name]!, cpu: wordpress.cpu, lighthouse: true });
    }
    return list;
  };
  const targets = PAGES.flatMap(servers);

  step(`Server: ${RUNS} rounds, each server in turn, ${SECONDS} s of 50 connections asking for gzip each`);
  const load = await interleavedRounds(targets, { rounds: RUNS, seconds: SECONDS });

  step(`Browser: Lighthouse mobile, ${RUNS} rounds, each page of each server in turn`);
  const chromePort = await launchChrome();
  const browsed = targets.filter((t) => t.lighthouse);
  for (const t of browsed) await warm(t.url);
  const runs = new Map<string, Lhr[]>();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const t of browsed) {
      runs.set(t.name, [...(runs.get(t.name) ?? []), await runLighthouse(t.url, chromePort)]);
      console.log(`round ${run}/${RUNS}: ${t.name}`);
    }
  }

  step(`First tap: the phone menu, Lighthouse user flows, ${RUNS} rounds, each server in turn`);
  const flows: { server: string; flow: FirstTapFlow }[] = [{ server: 'project (npm start)', flow: menuFlow('en', 'home') }];
  if (typeof wordpress !== 'string') {
    flows.push({
      server: 'WordPress',
      flow: {
        name: 'WordPress menu',
        path: wordpress.urls.home!,
        // The block theme's navigation: a toggle button on a phone, the menu in an overlay.
        act: async (page) => {
          const toggle = await page.waitForSelector('button.wp-block-navigation__responsive-container-open', { visible: true, timeout: 20_000 });
          await toggle!.tap();
        },
        shown: `(() => { const e = document.querySelector('.wp-block-navigation__responsive-container.is-menu-open'); return !!e && e.getBoundingClientRect().height > 0; })()`,
      },
    });
  }
  const flowBrowser = await launchFlowBrowser();
  const flowRuns = new Map<string, FlowResult[]>(flows.map(({ server }) => [server, []]));
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { server, flow } of run % 2 ? flows : [...flows].reverse()) {
      const result = await runFlow(flowBrowser, origin, flow);
      flowRuns.get(server)!.push(result);
      console.log(`round ${run}/${RUNS}: ${flow.name} on ${server}: INP ${Math.round(result.inpMs)} ms${result.error ? ` (${result.error})` : ''}`);
    }
  }

  const browser = new Map([...runs].map(([name, lhrs]) => [name, figures(medianRun(lhrs))]));
  console.log(
    `\nSide by side on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; servers measured in turn within each round, medians of ${RUNS}`,
  );
  const num = (v: number | null | undefined, digits: number) => (v !== null && v !== undefined && Number.isFinite(v) ? v.toFixed(digits) : '-');
  const rows = targets.map((t) => {
    const r = load.get(t.name)!;
    const limit = load.get(`${t.page}: nginx, same HTML`)!.rps;
    const f = browser.get(t.name);
    return [
      `${t.page} ${PAGES.find((p) => p.name === t.page)!.path}`,
      t.server,
      Math.round(r.rps),
      `${Math.round((r.rps / limit) * 100)}%`,
      r.p50,
      r.p99,
      num(r.cpuMs, 3),
      r.failed,
      num(f?.kB, 0),
      num(f?.jsKB, 0),
      num(f && f.mainThreadMs / 1000, 2),
      num(f && f.ttiMs / 1000, 2),
      num(f && f.lcpMs / 1000, 2),
      f ? `${f.perf}/${f.a11y}/${f.bp}/${f.seo}` : '-',
    ];
  });
  printTable(['page', 'server', 'req/s', 'of nginx', 'p50 ms', 'p99 ms', 'CPU ms/req', 'failed', 'kB', 'JS kB', 'main s', 'TTI s', 'LCP s', 'Perf/A11y/BP/SEO'], rows);
  console.log(
    'failed: answers not 2xx and requests that failed or took over 10 s, over all rounds. CPU ms/req: the server\'s processes (the project: npm start\'s workers and its PostgreSQL backends, plus nginx in front; WordPress: nginx, PHP-FPM and all of MariaDB). kB and JS kB: transferred, compressed. Lighthouse is not run on the nginx rows (one HTML file, no assets) nor behind nginx (the same page as the project\'s).',
  );
  console.log(`\nFirst tap on the phone menu (home, English; Lighthouse user flows, mobile emulation, devtools throttling: 4x CPU, slow 4G), medians of ${RUNS}`);
  printTable(
    ['server', 'INP ms', 'worst INP ms', 'menu shown after ms', 'JS at load kB', 'JS at the tap kB', 'scripts fetched at the tap'],
    [...flowRuns].map(([server, results]) => {
      const f = summarize(results);
      return [server, num(f.inpMs, 0), num(f.worstInpMs, 0), num(f.answeredMs, 0), num(f.loadJsKB, 0), num(f.tapJsKB, 1), [...f.tapScripts, ...f.errors].join(' ') || '-'];
    }),
  );
  console.log('INP: the slowest interaction, from the tap to the next frame. menu shown after: from the tap to the menu on screen. JS: scripts transferred by the load (until the network and CPU were quiet) and during the tap.');
  if (typeof wordpress === 'string') console.log(`No WordPress column: ${wordpress}`);
  else {
    // The ratios a reader looks for: the project against WordPress, the same load, the same round.
    const ratio = (a: number | null | undefined, b: number | null | undefined) => (a && b && Number.isFinite(a) && Number.isFinite(b) ? `${(a / b).toFixed(2)}x` : '-');
    for (const page of PAGES) {
      const [app, wp] = [load.get(`${page.name}: project (npm start)`)!, load.get(`${page.name}: WordPress`)!];
      const [appLh, wpLh] = [browser.get(`${page.name}: project (npm start)`)!, browser.get(`${page.name}: WordPress`)!];
      console.log(
        `${page.name}, the project against WordPress: req/s ${ratio(app.rps, wp.rps)}, CPU per request ${ratio(app.cpuMs, wp.cpuMs)}; bytes ${ratio(appLh.kB, wpLh.kB)}, JavaScript ${ratio(appLh.jsKB, wpLh.jsKB)}, main thread ${ratio(appLh.mainThreadMs, wpLh.mainThreadMs)}, TTI ${ratio(appLh.ttiMs, wpLh.ttiMs)}, LCP ${ratio(appLh.lcpMs, wpLh.lcpMs)}`,
      );
    }
  }
  return true;
});
