import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { business, telHref } from '@/config/business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { AccountMenu } from '@/features/auth/AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainNav } from './nav';
import classes from './Header.module.css';

export function Header({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [menuOpen, menu] = useDisclosure(false);
  const current = `/${lang}${router.asPath === '/' ? '' : router.asPath}`.split(/[?#]/)[0];

  // The mobile menu closes on any navigation.
  useEffect(() => {
    router.events.on('routeChangeStart', menu.close);
    return () => router.events.off('routeChangeStart', menu.close);
  }, [router.events, menu.close]);

  const links = mainNav.map(({ id, labelKey }) => {
    const href = pathFor(lang, id);
    return (
      <Link key={id} href={href} locale={false} className={classes.navLink} aria-current={current === href ? 'page' : undefined} onClick={menu.close}>
        {t(labelKey)}
      </Link>
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
            {links}
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
      <Drawer opened={menuOpen} onClose={menu.close} id="mobile-menu" title={t('nav.menu')} position="right" size="xs">
        <Stack component="nav" aria-label={t('nav.label')} gap={4}>
          {links}
          <Button component={Link} href={pathFor(lang, 'quote')} locale={false} onClick={menu.close} mt="md">
            {t('actions.getQuote')}
          </Button>
          <AccountMenu lang={lang} onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </header>
  );
}
