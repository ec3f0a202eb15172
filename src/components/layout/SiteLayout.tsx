import type { ReactNode } from 'react';
import type { Lang } from '@/i18n/languages';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';

export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <>
      <Header lang={lang} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
      <MobileBar lang={lang} />
    </>
  );
}
