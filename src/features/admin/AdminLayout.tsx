// The back-office frame: header with the signed-in person, side navigation (a drawer on phones).
import type { ReactNode } from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { signOut } from 'next-auth/react';
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { langFromLocale } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import type { AdminPageProps } from '@/server/services/admin/page-guard';
import { ApiProvider } from '@/lib/api-provider';
import { Forbidden } from './Forbidden';
import { canEnterBackOffice } from '@/domain/back-office-access';
import classes from './AdminLayout.module.css';

const NAV = [
  { href: '/admin', key: 'dashboard' },
  { href: '/admin/products', key: 'products' },
  { href: '/admin/bands', key: 'bands' },
  { href: '/admin/areas', key: 'areas' },
  { href: '/admin/calendar', key: 'calendar' },
  { href: '/admin/projects', key: 'projects' },
  { href: '/admin/testimonials', key: 'testimonials' },
  { href: '/admin/leads', key: 'leads' },
  { href: '/admin/memberships', key: 'memberships' },
  { href: '/admin/quotes', key: 'quotes' },
  { href: '/admin/orders', key: 'orders' },
  { href: '/admin/trucks', key: 'trucks' },
  { href: '/admin/outbox', key: 'outbox' },
  { href: '/admin/audit', key: 'audit' },
  { href: '/admin/staff', key: 'staff', level: 'admin' },
  { href: '/admin/business', key: 'business', level: 'admin' },
  { href: '/admin/driver', key: 'driver', level: 'driver' },
] as const;

export function AdminLayout({ user, forbidden, staffOnAdminPage, title, children }: AdminPageProps & { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const [opened, { toggle, close }] = useDisclosure(false);
  const head = (
    <Head>
      <title>{`${title} | ${t('layout.title')}`}</title>
      <meta name="robots" content="noindex,nofollow" />
    </Head>
  );
  if (forbidden || !user) {
    return (
      <>
        {head}
        <Forbidden staffOnAdminPage={staffOnAdminPage} />
      </>
    );
  }
  const isCurrent = (href: string) => (href === '/admin' ? router.pathname === '/admin' : router.pathname.startsWith(href));
  // The back office speaks the language of its address: /admin and /en/admin English, /es/admin Spanish.
  const lang = langFromLocale(router.locale);
  const other = lang === 'en' ? 'es' : 'en';
  const securityHref = `${pathFor(lang, 'security')}?returnTo=${encodeURIComponent(router.locale === lang ? `/${lang}/admin` : '/admin')}`;
  const signOutNow = () => void signOut({ callbackUrl: pathFor(lang, 'home') });
  const switchLanguage = { href: router.asPath, locale: other, hrefLang: other, lang: other, label: t(`common:language.${other}`) };
  return (
    <ApiProvider>
      <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        {head}
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('layout.menu')} />
              <Text component={Link} href="/admin" fw={700} truncate c="var(--mantine-color-text)" td="none">
                {t('layout.title')}
              </Text>
            </Group>
            {/* On a phone these are in the navigation drawer instead. The e-mail gives way (shortened
                with an ellipsis) so the buttons stay on screen at a tablet's 768 px. */}
            <Group gap="sm" wrap="nowrap" visibleFrom="sm" miw={0}>
              <Text size="sm" truncate miw={0} title={user.email}>
                {user.email} · {t(`roles.${user.role}`)}
              </Text>
              <Button variant="subtle" size="compact-sm" component={Link} href={switchLanguage.href} locale={switchLanguage.locale} hrefLang={switchLanguage.hrefLang} lang={switchLanguage.lang}>
                {switchLanguage.label}
              </Button>
              <Button variant="subtle" size="compact-sm" component={Link} href={securityHref} locale={false}>
                {t('layout.security')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={signOutNow}>
                {t('layout.signOut')}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label={t('layout.nav')} className={classes.navbar} mod={{ closed: !opened }}>
          <ScrollArea>
            {NAV.filter((item) => canEnterBackOffice(user.role, 'level' in item ? item.level : 'staff')).map((item) => (
              <NavLink
                key={item.href}
                component={Link}
                href={item.href}
                label={t(`nav.${item.key}`)}
                active={isCurrent(item.href)}
                aria-current={isCurrent(item.href) ? 'page' : undefined}
                onClick={close}
              />
            ))}
            <NavLink component="a" href={pathFor(lang, 'home')} label={t('nav.site')} />
            <Stack gap={0} hiddenFrom="sm" mt="md">
              <Text size="sm" px="sm" py="xs" c="dimmed">
                {user.email} · {t(`roles.${user.role}`)}
              </Text>
              <NavLink component={Link} href={switchLanguage.href} locale={switchLanguage.locale} hrefLang={switchLanguage.hrefLang} lang={switchLanguage.lang} label={switchLanguage.label} />
              <NavLink component={Link} href={securityHref} locale={false} label={t('layout.security')} />
              <NavLink component="button" type="button" onClick={signOutNow} label={t('layout.signOut')} />
            </Stack>
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main>
          <Title order={1} size="h2" mb="md">
            {title}
          </Title>
          {children}
        </AppShell.Main>
      </AppShell>
    </ApiProvider>
  );
}
