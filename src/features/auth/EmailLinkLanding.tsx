import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { emailLinkCallbackUrl } from './next-auth-client';

interface Props {
  token: string;
  email: string;
  returnTo: string;
}

/**
 * What an e-mailed sign-in link opens: the account's address and a button. The click (not the
 * page load) uses the link up, so a mail scanner that fetches links cannot spend it, and whoever
 * opens a link sent by someone else sees whose account it is before signing in.
 */
export function EmailLinkLanding({ token, email, returnTo }: Props) {
  const { t } = useTranslation('security');
  return (
    <Stack>
      <Alert color="blue">{t('emailLink.landingIntro', { email })}</Alert>
      <Button component="a" href={emailLinkCallbackUrl(token, email, returnTo)}>
        {t('emailLink.landingButton')}
      </Button>
      <Text size="sm">
        {t('emailLink.landingNotYou')}
      </Text>
    </Stack>
  );
}
