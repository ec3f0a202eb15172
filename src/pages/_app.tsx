import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/styles/global.css';
import { useEffect, useState } from 'react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appWithTranslation } from 'next-i18next/pages';
import { i18nConfig } from '@/i18n/next-i18next.config';
import { langFromLocale } from '@/i18n/languages';
import { createTrpcClient, trpc } from '@/lib/trpc';
import { parsePath } from '@/routing/routes';
import { theme } from '@/theme';

function App({ Component, pageProps }: AppProps) {
  const router = useRouter();
  const lang = langFromLocale(router.locale);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  // The API answers in the language of the page the request comes from.
  const [trpcClient] = useState(() => createTrpcClient(() => parsePath(window.location.pathname)?.lang ?? 'en'));

  // Scroll to top on every page change (spec section 2), also for shallow same-page changes.
  useEffect(() => {
    const toTop = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) window.scrollTo({ top: 0 });
    };
    router.events.on('routeChangeComplete', toTop);
    return () => router.events.off('routeChangeComplete', toTop);
  }, [router.events]);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-right" />
          <Component {...pageProps} key={lang} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

export default appWithTranslation(App, i18nConfig);
