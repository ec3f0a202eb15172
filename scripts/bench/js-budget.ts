// npm run bench:js — JavaScript a browser downloads for every public page, measured from the
// production build: the scripts of each prerendered page (<distDir>/server/pages/{en,es}/**.html:
// <script src>, and the <script data-src> that public/scripts/after-paint.js starts after the
// first paint or, on a public page, at the visitor's first use), each file gzipped (level 9) from
// <distDir>/static (or public/ for our own loader), summed per page, twice:
// - before use: what runs while a visitor only reads (on a public page the loader alone; on the
//   sign-in and account pages everything). Budget: 60 kB gzip on pages that wait for first use.
// - at first use: all of it (the page's code, started by the first press, key or field).
//   Budget: 170 kB gzip per page.
// `nomodule` polyfills are left out (modern browsers skip them).
// Also fails when a public page loads a chunk that only admin pages, or only the sign-in/account
// screens, use.
// Builds into .next-bench against a fresh database unless BENCH_DIST_DIR names an existing build.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute, type RouteId } from '../../src/routing/routes';
import { benchEnv, freshDatabase, main, printTable, productionBuild, root } from './lib';

const BUDGET_KB = 170;
const BEFORE_USE_BUDGET_KB = 60;
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
 * Script sources of a page (`src` or, for those started after the first paint, `data-src`), in
 * document order, without nomodule ones: `/_next/static/…` as `static/…` (a file of the build),
 * others of this site as their path (a file in public/).
 */
function scriptSources(html: string): { all: string[]; beforeUse: string[]; waitsForUse: boolean } {
  const all: string[] = [];
  const beforeUse: string[] = [];
  const waitsForUse = /<script\b[^>]*\bdata-start="use"/.test(html);
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\b(?:data-)?src="([^"]+)"/.exec(tag)?.[1];
    let file: string | undefined;
    if (src?.startsWith('/_next/static/')) file = decodeURIComponent(src.slice('/_next/'.length));
    else if (src?.startsWith('/') && !src.startsWith('//')) file = decodeURIComponent(src.split('?')[0]!);
    if (!file?.endsWith('.js')) continue;
    all.push(file);
    // Held scripts (data-src) wait for the visitor's first use on a page whose loader says so.
    if (!(waitsForUse && /\bdata-src=/.test(tag))) beforeUse.push(file);
  }
  return { all, beforeUse, waitsForUse };
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
  // chunk that a public screen also loads (react-loadable manifest) is shared code, not admin code.
  const build = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const loadable = JSON.parse(readFileSync(path.join(dist, 'react-loadable-manifest.json'), 'utf8')) as Record<string, { files: string[] }>;
  const isPrivateEntry = (key: string) => /->\s*(\.\/(auth|account)\/|next-auth)/.test(key);
  const publicLoadable = new Set(Object.entries(loadable).filter(([k]) => !isPrivateEntry(k)).flatMap(([, v]) => v.files));
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
      .flatMap(([, v]) => v.files)
      .filter((f) => !publicLoadable.has(f) && !publicPageChunks.has(f)),
  );

  interface PageResult {
    page: string;
    route: RouteId | 'other';
    kb: number;
    beforeUseKb: number;
    waitsForUse: boolean;
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
      const { all: scripts, beforeUse, waitsForUse } = scriptSources(readFileSync(file, 'utf8'));
      const bytes = scripts.reduce((sum, s) => sum + gz(s), 0);
      const beforeUseKb = beforeUse.reduce((sum, s) => sum + gz(s), 0) / 1024;
      const leaks = scripts.flatMap((s) => {
        if (adminOnly.has(s)) return [`admin-only ${s}`];
        if (privateOnly.has(s) && !PRIVATE_ROUTES.includes(route as RouteId)) return [`sign-in/account-only ${s}`];
        return [];
      });
      results.push({ page: `/${rel}`, route, kb: bytes / 1024, beforeUseKb, waitsForUse, files: scripts.length, leaks });
    }
  }

  // One row per page type: its heaviest page in either language.
  const byRoute = new Map<string, PageResult[]>();
  for (const r of results) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r]);
  const rows: (string | number)[][] = [];
  let ok = true;
  for (const [route, pages] of byRoute) {
    const worst = pages.reduce((a, b) => (b.kb > a.kb ? b : a));
    const beforeUse = Math.max(...pages.map((p) => p.beforeUseKb));
    const waitsForUse = pages.every((p) => p.waitsForUse);
    const leaks = [...new Set(pages.flatMap((p) => p.leaks))];
    const problems = [
      waitsForUse && beforeUse > BEFORE_USE_BUDGET_KB ? `${(beforeUse - BEFORE_USE_BUDGET_KB).toFixed(1)} kB over before use` : '',
      worst.kb > BUDGET_KB ? `${(worst.kb - BUDGET_KB).toFixed(1)} kB over at first use` : '',
      ...leaks,
    ].filter(Boolean);
    ok &&= problems.length === 0;
    rows.push([route, pages.length, waitsForUse ? 'first use' : 'after paint', Number(beforeUse.toFixed(1)), Number(worst.kb.toFixed(1)), worst.page, worst.files, problems.length ? `FAIL: ${problems.join(', ')}` : 'ok']);
  }
  rows.sort((a, b) => Number(b[4]) - Number(a[4]));
  console.log(
    `\nJavaScript per public page type (gzip -9, kB = 1024 bytes; ${results.length} prerendered pages). Budgets: before use ${BEFORE_USE_BUDGET_KB} kB on pages whose code starts at first use, at first use ${BUDGET_KB} kB`,
  );
  printTable(['page type', 'pages', 'code starts', 'before use kB', 'at first use kB', 'heaviest page', 'scripts', 'verdict'], rows);

  const shared = build.pages['/_app'] ?? [];
  const sharedKb = shared.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0) / 1024;
  const top = [...gzCache].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`\nShared by every page (webpack runtime, framework, main, _app): ${sharedKb.toFixed(1)} kB`);
  console.log(`Largest chunks: ${top.map(([f, b]) => `${path.basename(f)} ${(b / 1024).toFixed(1)} kB`).join(', ')}`);
  console.log(`Admin-only chunks: ${adminOnly.size}; sign-in/account-only chunks: ${privateOnly.size}; none may load on other public pages.`);
  console.log(
    ok
      ? `\nPASS: a reader of a public page runs at most ${BEFORE_USE_BUDGET_KB} kB gzip of JavaScript, every page at most ${BUDGET_KB} kB once used, no admin or sign-in code.`
      : '\nFAIL: see the rows marked FAIL.',
  );
  return ok;
});
