import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Head, Html, Main, NextScript, type DocumentContext as NextDocumentContext, type DocumentProps } from 'next/document';
import { mantineHtmlProps } from '@mantine/core';
import { buildingPages, production } from '@/config/build';
import { env } from '@/config/env.mjs';
import { langFromLocale } from '@/i18n/languages';
import { scriptJson } from '@/lib/script-json';
import { AFTER_PAINT_PATH, FULL_CSS_ATTRIBUTE, HELD_SCRIPT_TYPE, PROPS_ATTRIBUTE, START_ATTRIBUTE } from '@/page-runtime/after-paint';
import { cutSheet } from '@/page-runtime/critical-css';
import { privateRoutes, type RouteId } from '@/routing/routes';

/** public/scripts/after-paint.js, named by its content: browsers keep it for a year (next.config.mjs). */
const AFTER_PAINT_LOADER = `${AFTER_PAINT_PATH}?v=${createHash('sha256')
  .update(readFileSync(path.join(process.cwd(), 'public', AFTER_PAINT_PATH)))
  .digest('hex')
  .slice(0, 12)}`;

/**
 * The page's scripts, held back until the browser has painted the page (its main photo
 * included): public/scripts/after-paint.js then fetches and runs them, in this order. As deferred
 * scripts (Next's way) they shared the network with the stylesheets and the main photo, and ran
 * before the first paint whenever they had arrived first (a repeat visit, a fast network): the
 * visitor saw nothing until React had started. What becomes of what the visitor does before
 * they run: docs/performance.md.
 */
function runAfterPaint(scripts: ReactNode): ReactNode {
  return Children.map(scripts, (script) => {
    if (!isValidElement<{ src?: string }>(script) || !script.props.src) return script;
    return <script key={script.props.src} type={HELD_SCRIPT_TYPE} data-src={script.props.src} />;
  });
}

type DocumentContext = Pick<Head['context'], '__NEXT_DATA__'>;

/** The page of the page table `context` renders, if it is a public one. */
function publicPage(context: DocumentContext): boolean {
  const { page, props } = context.__NEXT_DATA__;
  const id = (props as { pageProps?: { route?: { id?: RouteId } } }).pageProps?.route?.id;
  return page === '/[[...slug]]' && id !== undefined && !privateRoutes.includes(id);
}

/**
 * Where a public page's data comes from, when its HTML leaves it out: Next's data file for the
 * page, written and revalidated with its HTML (what Next's router fetches on a page change). The
 * loader fetches it when the page's code starts (src/page-runtime/after-paint.ts).
 */
function deferredPropsHref(context: DocumentContext): string | undefined {
  if (!production || !publicPage(context)) return undefined;
  const { buildId, locale, query } = context.__NEXT_DATA__;
  const slug = ([] as string[]).concat(query.slug ?? []);
  return `/_next/data/${buildId}/${locale}${slug.map((part) => `/${encodeURIComponent(part)}`).join('')}.json`;
}

/** Where Next wrote this build (next.config.mjs). */
const DIST_DIR = path.join(process.cwd(), env.NEXT_DIST_DIR);

/**
 * The site-wide stylesheets (those of `_app`) a public page carries only the cut of its HTML can
 * use (src/page-runtime/critical-css.ts): in production, on a public page.
 */
function cutSheets(context: DocumentContext, appFiles: readonly string[]): string[] {
  if (!production || !publicPage(context)) return [];
  // A sheet not found where this build wrote it (a server started elsewhere) stays a plain link.
  return appFiles.filter((file) => file.endsWith('.css') && existsSync(path.join(DIST_DIR, file)));
}

/**
 * Next's <Head>, with the page's scripts run after the first paint or, on a public page, at the
 * visitor's first use (src/page-runtime/after-paint.ts) (production only; `npm run
 * dev` keeps Next's own), the loader first. Next finds its head by type (`child.type === Head`),
 * so a `<Script strategy="beforeInteractive">` put in here would be dropped: the site has none.
 */
class PaintFirstHead extends Head {
  /** Without the links to the site-wide sheets a public page carries a cut of (see CutStyles). */
  override getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    const links = super.getCssLinks(files);
    const cut = new Set(cutSheets(this.context, files.sharedFiles).map((file) => `/_next/${file}`));
    if (!cut.size || !links) return links;
    return links.filter((link) => !(isValidElement<{ href?: string }>(link) && cut.has(link.props.href?.split('?')[0] ?? '')));
  }

  override getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    const scripts = super.getDynamicChunks(files);
    if (!production) return scripts;
    // A public page (one of the page table's, or the 404 page): its code waits for the visitor's first use.
    const startsOnUse = this.context.__NEXT_DATA__.page === '/404' || publicPage(this.context);
    const props = deferredPropsHref(this.context);
    const attributes = { ...(startsOnUse && { [START_ATTRIBUTE]: 'use' }), ...(props && { [PROPS_ATTRIBUTE]: props }) };
    return [<script key="after-paint" src={AFTER_PAINT_LOADER} async {...attributes} />, ...(runAfterPaint(scripts) as ReactElement[])];
  }

  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    const scripts = super.getScripts(files);
    return production ? (runAfterPaint(scripts) as ReactElement[]) : scripts;
  }
}

/** Next's scripts, with a public page's __NEXT_DATA__ left without its props (see deferredPropsHref). */
class DeferredPropsScript extends NextScript {
  override render() {
    const rendered = super.render() as ReactElement<{ children: ReactNode }>;
    if (!deferredPropsHref(this.context)) return rendered;
    const { props: _left, ...rest } = this.context.__NEXT_DATA__;
    const children = Children.map(rendered.props.children, (child) =>
      isValidElement<{ id?: string }>(child) && child.props.id === '__NEXT_DATA__'
        ? cloneElement(child as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>, { dangerouslySetInnerHTML: { __html: scriptJson({ ...rest, props: null }) } })
        : child,
    );
    return cloneElement(rendered, {}, children);
  }
}

/**
 * A public page's cut of each site-wide sheet (the rules its HTML can match), where Next would
 * have linked the whole sheet: before the pages' own CSS, as Next orders them; a file of its own
 * where it can be, else in the page (critical-css.ts, cutSheet). The loader links the whole sheet
 * after it when the page's code starts (FULL_CSS_ATTRIBUTE).
 */
function CutStyles({ html, __NEXT_DATA__, buildManifest }: Pick<DocumentProps, 'html' | '__NEXT_DATA__' | 'buildManifest'>) {
  return cutSheets({ __NEXT_DATA__ }, buildManifest.pages['/_app'] ?? []).map((file) => {
    const whole = { [FULL_CSS_ATTRIBUTE]: `/_next/${file}` };
    const cut = cutSheet(DIST_DIR, file, html, buildingPages);
    return 'href' in cut ? <link key={file} rel="stylesheet" href={cut.href} {...whole} /> : <style key={file} {...whole} dangerouslySetInnerHTML={{ __html: cut.css }} />;
  });
}

// No ColorSchemeScript: the site is light only, and it would be the one inline script the
// Content-Security-Policy had to allow.
export default function Document({ locale, html, __NEXT_DATA__, buildManifest }: DocumentProps) {
  return (
    <Html lang={langFromLocale(locale)} {...mantineHtmlProps}>
      <PaintFirstHead>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <CutStyles html={html} __NEXT_DATA__={__NEXT_DATA__} buildManifest={buildManifest} />
      </PaintFirstHead>
      <body>
        <Main />
        <DeferredPropsScript />
      </body>
    </Html>
  );
}

/** Next's own rendering of the page, asked for so the document gets the body's HTML (`html`, which CutStyles reads). */
Document.getInitialProps = (ctx: NextDocumentContext) => ctx.defaultGetInitialProps(ctx);
