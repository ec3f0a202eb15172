// The page-loading runtime (src/page-runtime/) leans on parts of Next that are not public API.
// Each expectation here is one of them: when a Next upgrade changes it, this fails, naming what
// to look at, before a build quietly ships a slower or broken page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import dynamic from 'next/dynamic';
// eslint-disable-next-line @next/next/no-document-import-in-page -- only Head's shape is checked here
import { Head } from 'next/document';

const require = createRequire(import.meta.url);
const nextClient = (file: string) => readFileSync(require.resolve(`next/dist/client/${file}`), 'utf8');

describe('what src/page-runtime needs from Next', () => {
  it('next-polyfills.ts: Next still loads its client polyfills from build/polyfills/polyfill-module (the module webpack swaps out)', () => {
    expect(require.resolve('next/dist/build/polyfills/polyfill-module.js')).toMatch(/[\\/]build[\\/]polyfills[\\/]polyfill-module\.js$/);
    const config = readFileSync(path.join(process.cwd(), 'next.config.mjs'), 'utf8');
    expect(config).toContain('src/page-runtime/next-polyfills.ts');
  });

  it('hydrate-in-transition.ts: the pages router hydrates through react-dom/client and uses only what the shim exports', () => {
    const used = new Set([...nextClient('index.js').matchAll(/_client\.default\.(\w+)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(['hydrateRoot']);
    // The app router (not used here) may take createRoot too: the shim exports both.
    for (const name of new Set([...nextClient('app-index.js').matchAll(/_client\.default\.(\w+)/g)].map((m) => m[1]))) {
      expect(['createRoot', 'hydrateRoot', 'version']).toContain(name);
    }
  });

  it('PaintFirstHead (src/pages/_document.tsx, where Next requires it): next/document Head still renders the scripts through getScripts and getDynamicChunks', () => {
    expect(typeof Head.prototype.getScripts).toBe('function');
    expect(typeof Head.prototype.getDynamicChunks).toBe('function');
  });

  it('PaintFirstHead: Head still reads the page and its props from __NEXT_DATA__ in its context (which page waits for first use)', () => {
    expect((Head as unknown as { contextType?: unknown }).contextType).toBeDefined();
    const source = readFileSync(require.resolve('next/dist/pages/_document.js'), 'utf8');
    expect(source).toContain('this.context.__NEXT_DATA__.page');
  });

  it('critical-css.ts (CutStyles, PaintFirstHead.getCssLinks): a document with getInitialProps still gets the body’s HTML as `html`, and Head still links the site-wide sheets (those of _app) through getCssLinks(files)', () => {
    const render = readFileSync(require.resolve('next/dist/server/render.js'), 'utf8');
    expect(render).toContain('const { html, head: renderPageHead } = await docCtx.renderPage(');
    expect(render).toMatch(/jsx\)\(Document, \{\s*\.\.\.htmlProps,\s*\.\.\.docProps/);
    expect(typeof Head.prototype.getCssLinks).toBe('function');
    const source = readFileSync(require.resolve('next/dist/pages/_document.js'), 'utf8');
    expect(source).toContain("const sharedFiles = (0, _getpagefiles.getPageFiles)(buildManifest, '/_app');");
    expect(source).toContain('this.getCssLinks(files)');
  });

  it('DeferredPropsScript (src/pages/_document.tsx): NextScript still writes __NEXT_DATA__ as one <script id="__NEXT_DATA__"> child of what it renders, and the browser still reads it from there', () => {
    const source = readFileSync(require.resolve('next/dist/pages/_document.js'), 'utf8');
    expect(source).toMatch(/id: "__NEXT_DATA__",\s*type: "application\/json"/);
    const client = readFileSync(require.resolve('next/dist/client/index.js'), 'utf8');
    expect(client).toContain("JSON.parse(document.getElementById('__NEXT_DATA__').textContent)");
  });

  it('DeferredPropsScript: a page’s data file is still /_next/data/<build id>/<locale><path>.json, the page’s props as the HTML carried them', () => {
    const pageLoader = readFileSync(require.resolve('next/dist/client/page-loader.js'), 'utf8');
    expect(pageLoader).toContain('(0, _addlocale.addLocale)(path, locale)), \'.json\')');
    expect(pageLoader).toContain('`/_next/data/${this.buildId}${dataRoute}${search}`');
  });

  it('preload-dynamic.ts: a next/dynamic component still carries its loader at render.preload', async () => {
    const Lazy = dynamic(() => Promise.resolve(() => null));
    const preload = (Lazy as unknown as { render?: { preload?: () => Promise<unknown> } }).render?.preload;
    expect(typeof preload).toBe('function');
    await expect(preload!()).resolves.toBeDefined();
  });

  it('compile-hints-plugin.mjs: the webpack Next bundles still has the asset stage it hooks into', () => {
    const { webpack } = require('next/dist/compiled/webpack/webpack') as { webpack: { Compilation: Record<string, unknown> } };
    expect(typeof webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE).toBe('number');
  });
});
