import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { mantineHtmlProps } from '@mantine/core';
import { production } from '@/config/build';
import { langFromLocale } from '@/i18n/languages';
import { AFTER_PAINT_PATH, HELD_SCRIPT_TYPE, START_ATTRIBUTE } from '@/page-runtime/after-paint';
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

/**
 * Next's <Head>, with the page's scripts run after the first paint or, on a public page, at the
 * visitor's first use (src/page-runtime/after-paint.ts) (production only; `npm run
 * dev` keeps Next's own), the loader first. Next finds its head by type (`child.type === Head`),
 * so a `<Script strategy="beforeInteractive">` put in here would be dropped: the site has none.
 */
class PaintFirstHead extends Head {
  /** A public page (one of the page table's, or the 404 page): its code waits for the visitor's first use. */
  private startsOnUse(): boolean {
    const { page, props } = this.context.__NEXT_DATA__;
    if (page === '/404') return true;
    const id = (props as { pageProps?: { route?: { id?: RouteId } } }).pageProps?.route?.id;
    return page === '/[[...slug]]' && id !== undefined && !privateRoutes.includes(id);
  }

  override getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    const scripts = super.getDynamicChunks(files);
    if (!production) return scripts;
    const start = this.startsOnUse() ? { [START_ATTRIBUTE]: 'use' } : {};
    return [<script key="after-paint" src={AFTER_PAINT_LOADER} defer {...start} />, ...(runAfterPaint(scripts) as ReactElement[])];
  }

  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    const scripts = super.getScripts(files);
    return production ? (runAfterPaint(scripts) as ReactElement[]) : scripts;
  }
}

// No ColorSchemeScript: the site is light only, and it would be the one inline script the
// Content-Security-Policy had to allow.
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={langFromLocale(locale)} {...mantineHtmlProps}>
      <PaintFirstHead>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
