// Only the stylesheets of the Mantine components the app uses (generated; see the file).
import '@/styles/mantine.css';
import '@mantine/notifications/styles.css';
import '@/styles/theme-variables.css';
import '@/styles/global.css';
import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { MantineProvider } from '@mantine/core';
import { appWithTranslation } from 'next-i18next/pages';
import { i18nConfig } from '@/i18n/next-i18next.config';
import { langFromLocale } from '@/i18n/languages';
import { ToastHost } from '@/components/ToastHost';
import { theme } from '@/theme';

function App({ Component, pageProps }: AppProps) {
  const router = useRouter();
  const lang = langFromLocale(router.locale);

  // The page is live: React has hydrated the server's HTML (parts inside <Suspense> hydrate on
  // their own, first where the visitor presses). End-to-end tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);

  // Scroll to top on every page change (spec section 2), also for shallow same-page changes.
  useEffect(() => {
    const toTop = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) window.scrollTo({ top: 0 });
    };
    router.events.on('routeChangeComplete', toTop);
    return () => router.events.off('routeChangeComplete', toTop);
  }, [router.events]);

  return (
    // The API context (tRPC, react-query) is given only where the API is used: src/lib/api-provider.
    // The theme's CSS variables come from a cached stylesheet (src/styles/theme-variables.ts), not a
    // <style> repeated in every page.
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <ToastHost />
      <Component {...pageProps} key={lang} />
    </MantineProvider>
  );
}

export default appWithTranslation(App, i18nConfig);
