import Link from 'next/link';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { signOutHere } from './next-auth-client';
import { useRefreshSession, useSession } from './use-session';

/**
 * The header's account control: a Sign In button when signed out (it brings the visitor back to
 * this page afterwards); when signed in, a menu with the e-mail, My quotes, Security and Sign Out.
 */
export function AccountMenu({ lang, onNavigate }: { lang: Lang; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const session = useSession();
  const refreshSession = useRefreshSession();
  const authPath = pathFor(lang, 'auth');
  const user = session.data;

  if (!user) {
    const goToSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
      onNavigate?.();
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const here = window.location.pathname + window.location.search;
      if (window.location.pathname === authPath) return;
      event.preventDefault();
      void router.push(`${authPath}?returnTo=${encodeURIComponent(here)}`, undefined, { locale: false });
    };
    return (
      <Button component={Link} href={authPath} locale={false} variant="outline" size="sm" onClick={goToSignIn}>
        {t('actions.signIn')}
      </Button>
    );
  }

  const signOut = async () => {
    onNavigate?.();
    await signOutHere();
    await refreshSession();
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="outline" size="sm" aria-label={`${t('account.menuLabel')}: ${user.email}`} maw={220}>
          <Text span size="sm" truncate="end">
            {user.email}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('account.signedInAs')} {user.email}
        </Menu.Label>
        <Menu.Item component={Link} href={pathFor(lang, 'account')} locale={false} onClick={onNavigate}>
          {t('account.myQuotes')}
        </Menu.Item>
        <Menu.Item component={Link} href={pathFor(lang, 'security')} locale={false} onClick={onNavigate}>
          {t('account.security')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('actions.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
