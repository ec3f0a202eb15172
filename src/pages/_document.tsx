import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { mantineHtmlProps } from '@mantine/core';
import { langFromLocale } from '@/i18n/languages';

const production = process.env.NODE_ENV === 'production';
/** public/scripts/after-paint.js, named by its content: browsers keep it for a year (next.config.mjs). */
const AFTER_PAINT_LOADER = `/scripts/after-paint.js?v=${createHash('sha256')
  .update(readFileSync(path.join(process.cwd(), 'public/scripts/after-paint.js')))
  .digest('hex')
  .slice(0, 12)}`;
/** A type browsers neither fetch nor run: the scripts after-paint.js starts. */
const AFTER_PAINT = 'text/x-after-paint';

/**
 * The page's scripts, held back until the browser has painted: public/scripts/after-paint.js
 * fetches and runs them then, in this order. As deferred scripts (Next's way) they run before the
 * first paint whenever they have arrived first (a repeat visit, a fast network), and the visitor
 * sees nothing until the page has hydrated. On a slow network they only shared its bandwidth
 * with the stylesheets; now the stylesheets and the page's images come first.
 */
function afterPaint(scripts: ReactNode): ReactNode {
  return Children.map(scripts, (script) => {
    if (!isValidElement<{ src?: string; crossOrigin?: ComponentProps<'link'>['crossOrigin'] }>(script) || !script.props.src) return script;
    const { src, crossOrigin } = script.props;
    return <script key={src} type={AFTER_PAINT} data-src={src} crossOrigin={crossOrigin} />;
  });
}

/**
 * Next's <Head>, with the page's scripts run after the first paint (production only). Next finds
 * its head by type (`child.type === Head`), so a `<Script strategy="beforeInteractive">` put in
 * here would be dropped: the site has none, and must keep it that way or move it to <body>.
 */
class PaintFirstHead extends Head {
  override getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    const scripts = super.getDynamicChunks(files);
    return production ? (afterPaint(scripts) as ReactElement[]) : scripts;
  }

  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    const scripts = super.getScripts(files);
    return production ? (afterPaint(scripts) as ReactElement[]) : scripts;
  }
}

// No ColorSchemeScript: the site is light only, and it would be the one inline script the
// Content-Security-Policy had to allow.
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={langFromLocale(locale)} {...mantineHtmlProps}>
      <PaintFirstHead>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {production && <script src={AFTER_PAINT_LOADER} defer />}
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
