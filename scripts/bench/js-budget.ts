// npm run bench:js — JavaScript a browser downloads for every public page, measured from the
// production build: the scripts each prerendered page's HTML loads (<distDir>/server/pages/{en,es}/**.html:
// every <script src>, `async` and `defer` ones too, without `nomodule` polyfills, which modern
// browsers skip), each file gzipped (level 9) from <distDir>/static (or public/), summed per page.
// Budget (issue 43): 120 kB gzip (kB = 1,000 bytes, as Lighthouse counts) on every page.
// Not in the HTML, so not counted here: the chunks a page fetches after its first paint
// (React.lazy parts, next/dynamic). `npm run lighthouse` counts those through the browser (its
// JavaScript column keeps watching until the network has been quiet after load), against the
// same 120 kB.
// Also fails when a public page loads a chunk that only admin pages, or only the sign-in/account
// screens, use.
// Builds into .next-bench against a fresh database unless BENCH_DIST_DIR names an existing build.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute, type RouteId } from '../../src/routing/routes';
import { benchEnv, freshDatabase, main, printTable, productionBuild, root } from './lib';

const BUDGET_KB = 120;
/** kB as Lighthouse and the issue count them. */
const KB = 1000;
/** Screens only signed-in people or the sign-in forms use: their chunks belong on their own pages. */
const PRIVATE_ROUTES: RouteId[] = ['auth', 'account'];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/**
 * Script sources of a page, in document order, without nomodule ones: `/_next/static/…` as
 * `static/…` (a file of the build), others of this site as their path (a file in public/).
 */
function scriptSources(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    let file: string | undefined;
    if (src?.startsWith('/_next/static/')) file = decodeURIComponent(src.slice('/_next/'.length).split('?')[0]!);
    else if (src?.startsWith('/') && !src.startsWith('//')) file = decodeURIComponent(src.split('?')[0]!);
    if (file?.endsWith('.js')) files.push(file);
  }
  return files;
}

await main(async () => {
  // A given build needs no database; a new one prerenders its pages from a fresh one.
  const distDir = await productionBuild(process.env.BENCH_DIST_DIR ? '' : await freshDatabase('js'), benchEnv());
  const dist = path.join(root, distDir);

  const gzCache = new Map<string, number>();
  const gz = (file: string) => {
    const onDisk = file.startsWith('/') ? path.join(root, 'public', file) : path.join(dist, file);
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(onDisk), { level: 9 }).length);
    return gzCache.get(file)!;
  };

  // Chunks that only admin pages use, and chunks that only the private screens load. A split
  // chunk that a public screen also loads (react-loadable manifest, where the bundler writes one)
  // is shared code, not admin code.
  const build = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const loadableFile = path.join(dist, 'react-loadable-manifest.json');
  const loadable = existsSync(loadableFile) ? (JSON.parse(readFileSync(loadableFile, 'utf8')) as Record<string, { files?: string[] }>) : {};
  const isPrivateEntry = (key: string) => /->\s*(\.\/(auth|account)\/|next-auth)/.test(key);
  const publicLoadable = new Set(Object.entries(loadable).filter(([k]) => !isPrivateEntry(k)).flatMap(([, v]) => v.files ?? []));
  const publicPageChunks = new Set(Object.entries(build.pages).filter(([p]) => !p.startsWith('/admin')).flatMap(([, files]) => files));
  const adminOnly = new Set(
    Object.entries(build.pages)
      .filter(([p]) => p.startsWith('/admin'))
      .flatMap(([, files]) => files)
      .filter((f) => !publicPageChunks.has(f) && !publicLoadable.has(f)),
  );
  const privateOnly = new Set(
    Object.entries(loadable)
      .filter(([k]) => isPrivateEntry(k))
      .flatMap(([, v]) => v.files ?? [])
      .filter((f) => !publicLoadable.has(f) && !publicPageChunks.has(f)),
  );

  interface PageResult {
    page: string;
    route: RouteId | 'other';
    kb: number;
    files: number;
    leaks: string[];
  }
  const results: PageResult[] = [];
  const pagesDir = path.join(dist, 'server/pages');
  for (const lang of ['en', 'es'] as const) {
    for (const file of htmlFiles(path.join(pagesDir, lang)).concat(path.join(pagesDir, `${lang}.html`))) {
      const rel = path.relative(pagesDir, file).replace(/\.html$/, '');
      const segments = rel.split('/').slice(1);
      const route = matchRoute(lang, segments)?.id ?? 'other';
      const scripts = scriptSources(readFileSync(file, 'utf8'));
      const bytes = scripts.reduce((sum, s) => sum + gz(s), 0);
      const leaks = scripts.flatMap((s) => {
        if (adminOnly.has(s)) return [`admin-only ${s}`];
        if (privateOnly.has(s) && !PRIVATE_ROUTES.includes(route as RouteId)) return [`sign-in/account-only ${s}`];
        return [];
      });
      results.push({ page: `/${rel}`, route, kb: bytes / KB, files: scripts.length, leaks });
    }
  }

  // One row per page type: its heaviest page in either language.
  const byRoute = new Map<string, PageResult[]>();
  for (const r of results) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r]);
  const rows: (string | number)[][] = [];
  let ok = true;
  for (const [route, pages] of byRoute) {
    const worst = pages.reduce((a, b) => (b.kb > a.kb ? b : a));
    const leaks = [...new Set(pages.flatMap((p) => p.leaks))];
    const problems = [worst.kb > BUDGET_KB ? `${(worst.kb - BUDGET_KB).toFixed(1)} kB over` : '', ...leaks].filter(Boolean);
    ok &&= problems.length === 0;
    rows.push([route, pages.length, Number(worst.kb.toFixed(1)), worst.page, worst.files, problems.length ? `FAIL: ${problems.join(', ')}` : 'ok']);
  }
  rows.sort((a, b) => Number(b[2]) - Number(a[2]));
  console.log(`\nJavaScript in each public page's HTML (<script src>, gzip -9, kB = 1,000 bytes; ${results.length} prerendered pages). Budget: ${BUDGET_KB} kB a page`);
  printTable(['page type', 'pages', 'heaviest kB', 'heaviest page', 'scripts', 'verdict'], rows);

  const shared = build.pages['/_app'] ?? [];
  const sharedKb = shared.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0) / KB;
  const top = [...gzCache].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`\nShared by every page (runtime, framework, main, _app): ${sharedKb.toFixed(1)} kB`);
  console.log(`Largest chunks: ${top.map(([f, b]) => `${path.basename(f)} ${(b / KB).toFixed(1)} kB`).join(', ')}`);
  console.log(`Admin-only chunks: ${adminOnly.size}; sign-in/account-only chunks: ${privateOnly.size}; none may load on other public pages.`);
  console.log(
    'Not counted here: chunks a page fetches after its first paint (React.lazy parts, next/dynamic) are not in its HTML; `npm run lighthouse` counts them through the browser, against the same budget.',
  );
  console.log(ok ? `\nPASS: every public page's HTML loads at most ${BUDGET_KB} kB gzip of JavaScript, no admin or sign-in code.` : '\nFAIL: see the rows marked FAIL.');
  return ok;
});
