import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { business, telHref } from '@/config/business';
import { pathFor, type RouteId } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { AccountMenu } from '@/features/auth/AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainNav } from './nav';
import { menuCatalogue } from './menu-catalogue';
import { MOBILE_VARIETIES, varietyHref } from './menu';
import { ProductsMenu } from './ProductsMenu';
import { ServicesMenu } from './ServicesMenu';
import classes from './Header.module.css';

export function Header({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [menuOpen, menu] = useDisclosure(false);
  const current = `/${lang}${router.asPath === '/' ? '' : router.asPath}`.split(/[?#]/)[0] ?? '';
  const isCurrent = (id: RouteId) => current === pathFor(lang, id);
  const isWithin = (id: RouteId) => current === pathFor(lang, id) || current?.startsWith(`${pathFor(lang, id)}/`);

  // The mobile menu closes on any navigation (links also close it on click).
  useEffect(() => {
    router.events.on('routeChangeStart', menu.close);
    return () => router.events.off('routeChangeStart', menu.close);
  }, [router.events, menu.close]);

  const navLink = (id: RouteId, labelKey: string) => (
    <Link key={id} href={pathFor(lang, id)} locale={false} className={classes.navLink} aria-current={isCurrent(id) ? 'page' : undefined} onClick={menu.close}>
      {t(labelKey)}
    </Link>
  );

  const desktopLinks = mainNav.map(({ id, labelKey }) => {
    if (id === 'products') return <ProductsMenu key={id} lang={lang} current={isWithin('products')} />;
    if (id === 'services') return <ServicesMenu key={id} lang={lang} current={isWithin('services')} />;
    return navLink(id, labelKey);
  });

  const mobileLinks = mainNav.map(({ id, labelKey }) => {
    const category = menuCatalogue.find((c) => c.key === id);
    if (!category) return navLink(id, labelKey);
    return (
      <div key={id}>
        {navLink(id, labelKey)}
        <ul className={classes.subList} aria-label={t('menu.varietiesOf', { name: t(labelKey) })}>
          {category.varieties.slice(0, MOBILE_VARIETIES).map((v) => (
            <li key={v.slug}>
              <Link href={varietyHref(lang, category.key, v.slug)} locale={false} className={classes.subLink} onClick={menu.close}>
                {v.name[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  });

  return (
    <header className={classes.header}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" h="100%" mih="4rem" wrap="nowrap">
          <Link href={pathFor(lang, 'home')} locale={false} className={classes.brand}>
            {business.name}
          </Link>
          <Group component="nav" aria-label={t('nav.label')} gap={2} className={classes.desktopOnly} wrap="nowrap">
            {desktopLinks}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <Button component="a" href={telHref()} variant="subtle" size="sm" className={classes.desktopOnly}>
              {t('actions.call')}
            </Button>
            <Button component={Link} href={pathFor(lang, 'quote')} locale={false} size="sm" className={classes.desktopOnly}>
              {t('actions.getQuote')}
            </Button>
            <div className={classes.desktopOnly}>
              <AccountMenu lang={lang} />
            </div>
            <Burger opened={menuOpen} onClick={menu.toggle} className={classes.mobileOnly} aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')} aria-expanded={menuOpen} aria-controls="mobile-menu" />
          </Group>
        </Group>
      </Container>
      <Drawer opened={menuOpen} onClose={menu.close} id="mobile-menu" title={t('nav.menu')} position="right" size="xs" closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
        <Stack component="nav" aria-label={t('nav.label')} gap={4}>
          {mobileLinks}
          <Button component={Link} href={pathFor(lang, 'quote')} locale={false} onClick={menu.close} mt="md">
            {t('actions.getQuote')}
          </Button>
          <Button component="a" href={telHref()} variant="outline" onClick={menu.close}>
            {t('actions.call')}
          </Button>
          <AccountMenu lang={lang} onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </header>
  );
}
