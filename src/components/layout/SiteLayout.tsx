import type { ReactNode } from 'react';
import type { Lang } from '@/i18n/languages';
import type { LayoutData } from '@/lib/page-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';

export function SiteLayout({ lang, layout, children }: { lang: Lang; layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <Header lang={lang} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} areas={layout.footerAreas} />
      <MobileBar lang={lang} />
    </>
  );
}
