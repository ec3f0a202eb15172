import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { emailLinkCallbackUrl, nextAuthCsrfToken } from './next-auth-client';

interface Props {
  token: string;
  email: string;
  returnTo: string;
}

/**
 * What an e-mailed sign-in link opens: the account's address and a button. Only the press signs
 * in: the form POSTs the link's token with NextAuth's CSRF token (issue 42, finding 3), so a mail
 * scanner that fetches links cannot spend it, and a link sent by someone else, or a page that
 * navigates a visitor to the callback, cannot sign them in to another account unawares.
 */
export function EmailLinkLanding({ token, email, returnTo }: Props) {
  const { t } = useTranslation('security');
  const [csrfToken, setCsrfToken] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void nextAuthCsrfToken().then((value) => {
      if (current) setCsrfToken(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <form method='post' action={emailLinkCallbackUrl(token, email, returnTo)}>
      <Stack>
        <Alert color='blue'>{t('emailLink.landingIntro', { email })}</Alert>
        <input type='hidden' name='csrfToken' value={csrfToken ?? ''} />
        <Button type='submit' disabled={!csrfToken}>
          {t('emailLink.landingButton')}
        </Button>
        <Text size='sm'>{t('emailLink.landingNotYou')}</Text>
      </Stack>
    </form>
  );
}
