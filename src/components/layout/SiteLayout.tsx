import type { ReactNode } from "react";
import type { Lang } from "@/i18n/languages";
import type { LayoutData } from "@/lib/page-data";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MobileBar } from "./MobileBar";
import { BusinessProvider } from "./business";
import { SitePhotosProvider } from "./site-photos";
import type { AccountSlot } from "./slots";

/** The site's frame around a page; the page gives the parts that come from features as slots. */
export function SiteLayout({
  lang,
  layout,
  account,
  memberPrices,
  children,
}: {
  lang: Lang;
  layout: LayoutData;
  account: AccountSlot;
  /** A signed-in member's prices beside the regular ones the page shows (renders into their slots). */
  memberPrices: ReactNode;
  children: ReactNode;
}) {
  return (
    <BusinessProvider facts={layout.business}>
      <SitePhotosProvider photos={layout.photos}>
        <Header lang={lang} productMenu={layout.menu} account={account} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {memberPrices}
        <Footer lang={lang} areas={layout.footerAreas} year={layout.year} />
        <MobileBar lang={lang} />
      </SitePhotosProvider>
    </BusinessProvider>
  );
}
