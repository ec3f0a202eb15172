import Link from 'next/link';
import { Button } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

/**
 * The header's account control: a Sign In button when signed out; the accounts work (issue 6)
 * adds the signed-in menu (e-mail, My quotes, Sign Out).
 */
export function AccountMenu({ lang, onNavigate }: { lang: Lang; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button component={Link} href={pathFor(lang, 'auth')} locale={false} variant="outline" size="sm" onClick={onNavigate}>
      {t('actions.signIn')}
    </Button>
  );
}
