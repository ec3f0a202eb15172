import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { mantineHtmlProps } from '@mantine/core';
import { langFromLocale } from '@/i18n/languages';

// Next's own document, with the page's language on <html>. No ColorSchemeScript: the site is
// light only, and it would be the one inline script the Content-Security-Policy had to allow.
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={langFromLocale(locale)} {...mantineHtmlProps}>
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
