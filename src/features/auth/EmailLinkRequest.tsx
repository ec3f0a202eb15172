import { useState } from 'react';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { signInErrorMessage } from '@/domain/account-rules';
import { requestSignInLink } from './next-auth-client';
import { notifyError } from './notify';

interface Props {
  /** The address typed in the sign-in form. */
  email: string;
  lang: string;
  /** Where the link brings the visitor back to. */
  returnTo: string;
}

/** "E-mail me a sign-in link", beside the password (customers; the server decides whether to send). */
export function EmailLinkRequest({ email, lang, returnTo }: Props) {
  const { t } = useTranslation('security');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = async () => {
    const address = email.trim();
    if (!address) {
      notifyError(t('auth:errors.title'), t('emailLink.emailRequired'));
      return;
    }
    setBusy(true);
    try {
      const result = await requestSignInLink(address, lang, returnTo);
      if (result.ok) setSentTo(address);
      else {
        const { key, values } = signInErrorMessage(result.error);
        notifyError(t('auth:errors.title'), t(key, values));
      }
    } catch {
      notifyError(t('auth:errors.title'), t('common:errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Divider label={t('emailLink.or')} labelPosition="center" />
      {sentTo ? (
        <Alert color="green" title={t('emailLink.sentTitle')} role="status">
          {t('emailLink.sentMessage', { email: sentTo })}
        </Alert>
      ) : (
        <>
          <Button variant="light" onClick={request} loading={busy}>
            {t('emailLink.button')}
          </Button>
          <Text size="sm">
            {t('emailLink.help')}
          </Text>
        </>
      )}
    </Stack>
  );
}
