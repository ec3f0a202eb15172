import Link from 'next/link';
import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { signOutHere } from './next-auth-client';
import { useRefreshSession, type SignedInUser } from './use-session';

/** The signed-in person's menu in the header: the e-mail, My quotes, Security and Sign Out (see AccountControl). */
export default function AccountMenu({ lang, user, onNavigate }: { lang: Lang; user: SignedInUser; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const refreshSession = useRefreshSession();

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
        <Menu.Item component={Link} prefetch={false} href={pathFor(lang, 'account')} locale={false} onClick={onNavigate}>
          {t('account.myQuotes')}
        </Menu.Item>
        <Menu.Item component={Link} prefetch={false} href={pathFor(lang, 'security')} locale={false} onClick={onNavigate}>
          {t('account.security')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('actions.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
