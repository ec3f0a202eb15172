import Link from 'next/link';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { Button } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { onScreenPath, pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { useSession } from './use-session';

// The signed-in menu's code (a dropdown with its positioning library) loads only for someone who
// is signed in; visitors get a plain Sign In button.
const AccountMenu = dynamic(() => import('./AccountMenu'), { ssr: false });

/**
 * The header's account control: a Sign In button when signed out (it brings the visitor back to
 * this page afterwards); when signed in, the account menu.
 */
export function AccountControl({ lang, onNavigate }: { lang: Lang; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const session = useSession();
  const authPath = pathFor(lang, 'auth');
  // Back to this page after signing in, also when the link is followed before the page's code
  // runs (or opened in a new tab). The 404 page is prerendered once for every unknown address.
  const here = onScreenPath(lang, router.asPath);
  const href = here === authPath || router.pathname === '/404' ? authPath : `${authPath}?returnTo=${encodeURIComponent(here)}`;

  if (session.data) return <AccountMenu lang={lang} user={session.data} onNavigate={onNavigate} />;

  const goToSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (window.location.pathname === authPath) return;
    // In the browser the way back keeps the page's query too (a tab, a filter).
    const back = window.location.pathname + window.location.search;
    event.preventDefault();
    void router.push(`${authPath}?returnTo=${encodeURIComponent(back)}`, undefined, { locale: false });
  };
  return (
    <Button component={Link} prefetch={false} href={href} locale={false} variant="outline" size="sm" onClick={goToSignIn}>
      {t('actions.signIn')}
    </Button>
  );
}
