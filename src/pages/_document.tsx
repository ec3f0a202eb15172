import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { langFromLocale } from '@/i18n/languages';

export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={langFromLocale(locale)} {...mantineHtmlProps}>
      <Head>
        <ColorSchemeScript defaultColorScheme="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
