import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from './api-error';

interface Props {
  token: string;
  /** Leaves the link page (to sign-in, or on to where the visitor was going when signed in). */
  onContinue: () => void;
}

/** What the link sent to a new e-mail address opens: makes it the account's sign-in address. */
export function ConfirmEmailChange({ token, onContinue }: Props) {
  const { t } = useTranslation('security');
  const confirm = trpc.signInSettings.confirmEmailChange.useMutation();
  const started = useRef(false);
  const [result, setResult] = useState<{ email: string } | { error: string } | null>(null);

  useEffect(() => {
    // The link is single-use: run it once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    confirm
      .mutateAsync({ token })
      .then(({ email }) => setResult({ email }))
      .catch((e: Parameters<typeof apiErrorMessage>[0]) => setResult({ error: apiErrorMessage(e, t, 'common:errors.unexpected') }));
  }, [confirm, token, t]);

  if (!result) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Loader aria-hidden />
          <Text role="status">{t('confirmChange.working')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack>
      {'email' in result ? (
        <Alert color="green" title={t('confirmChange.doneTitle')} role="status">
          {t('confirmChange.doneMessage', { email: result.email })}
        </Alert>
      ) : (
        <Alert color="red" title={t('confirmChange.failedTitle')} role="alert">
          {result.error}
        </Alert>
      )}
      <Button onClick={onContinue}>{t('confirmChange.continue')}</Button>
    </Stack>
  );
}
