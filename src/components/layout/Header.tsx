import { Fragment, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { useBusiness, useCallLink } from './business';
import { onScreenPath, pathFor, type RouteId } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import type { AccountSlot } from './slots';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainNav } from '@/routing/nav';
import { whenIdle } from '@/lib/when-idle';
import { NavDropdown } from './NavDropdown';
import { ProductsPanel } from './ProductsPanel';
import { ServicesPanel } from './ServicesPanel';
import type { MenuCategory } from '@/routing/menu';
import classes from './Header.module.css';

// The phone menu's code: its own chunk, fetched once the page is idle after it has loaded, so the
// first tap on the menu button fetches nothing.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = dynamic(loadMobileMenu, { ssr: false });

export function Header({ lang, productMenu, account }: { lang: Lang; productMenu: MenuCategory[]; account: AccountSlot }) {
  const { t } = useTranslation('common');
  const call = useCallLink();
  const business = useBusiness();
  const router = useRouter();
  const [menuOpen, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const current = onScreenPath(lang, router.asPath);
  const isCurrent = (id: RouteId) => current === pathFor(lang, id);
  const isWithin = (id: RouteId) => current === pathFor(lang, id) || current.startsWith(`${pathFor(lang, id)}/`);

  useEffect(() => whenIdle(loadMobileMenu), []);

  // The mobile menu closes on any navigation (links also close it on click).
  useEffect(() => {
    router.events.on('routeChangeStart', menu.close);
    return () => router.events.off('routeChangeStart', menu.close);
  }, [router.events, menu.close]);

  // The desktop row: the two dropdowns, then plain links.
  const desktopLinks = mainNav.map(({ id, labelKey }) => {
    if (id === 'products')
      return (
        <NavDropdown key={id} label={t('nav.products')} panelLabel={t('menu.productsLabel')} current={isWithin('products')} width="760px">
          <ProductsPanel lang={lang} menu={productMenu} />
        </NavDropdown>
      );
    if (id === 'services')
      return (
        <NavDropdown key={id} label={t('nav.services')} panelLabel={t('menu.servicesLabel')} current={isWithin('services')} width="340px">
          <ServicesPanel lang={lang} />
        </NavDropdown>
      );
    return (
      <Fragment key={id}>
        <Link prefetch={false} href={pathFor(lang, id)} locale={false} className={classes.navLink} aria-current={isCurrent(id) ? 'page' : undefined}>
          {t(labelKey)}
        </Link>
      </Fragment>
    );
  });

  return (
    <header className={classes.header}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {/* On wide screens the links get a row of their own under the name and the actions: in
          Spanish they alone are about 950 px wide, so one row ran off the side of the page. */}
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" h="100%" mih="4rem" wrap="nowrap">
          <Link prefetch={false} href={pathFor(lang, 'home')} locale={false} className={classes.brand}>
            {business.name}
          </Link>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <Button component="a" href={call.href} variant="subtle" size="sm" className={classes.desktopOnly}>
              {call.label}
            </Button>
            <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} size="sm" className={classes.desktopOnly}>
              {t('actions.getQuote')}
            </Button>
            <div className={classes.desktopOnly}>
              {account()}
            </div>
            <Burger
              opened={menuOpen}
              onClick={() => {
                setMenuLoaded(true);
                menu.toggle();
              }}
              className={classes.mobileOnly}
              aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
        <Group component="nav" aria-label={t('nav.label')} gap={2} className={`${classes.desktopOnly} ${classes.navRow}`}>
          {desktopLinks}
        </Group>
      </Container>
      {menuLoaded && <MobileMenu lang={lang} menu={productMenu} opened={menuOpen} onClose={menu.close} current={current} account={account} />}
    </header>
  );
}
