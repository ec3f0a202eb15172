import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from './api-error';
import { signInWithCredentials } from './next-auth-client';
import { notifySuccess } from './notify';

interface Props {
  token: string;
  /** Called once the account is confirmed and the visitor signed in. */
  onDone: () => Promise<unknown>;
  /** Called once the account is confirmed in a browser other than the one that signed up: the visitor signs in with the password. */
  onConfirmedOnly: () => void;
}

/**
 * What a confirmation link opens: confirms the account, and signs in when this is the browser that
 * signed up (elsewhere it asks for the password); on failure, offers a new link.
 */
export function ConfirmEmail({ token, onDone, onConfirmedOnly }: Props) {
  const { t } = useTranslation('auth');
  const confirm = trpc.account.confirmEmail.useMutation();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The link is single-use: run it once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    confirm
      .mutateAsync({ token })
      .then(async ({ signInToken }) => {
        if (!signInToken) {
          notifySuccess(t('confirm.successTitle'), t('confirm.signInMessage'));
          onConfirmedOnly();
          return;
        }
        notifySuccess(t('confirm.successTitle'), t('confirm.successMessage'));
        await signInWithCredentials({ signInToken });
        await onDone();
      })
      .catch((e: Parameters<typeof apiErrorMessage>[0]) => setError(apiErrorMessage(e, t, 'common:errors.unexpected')));
  }, [confirm, token, t, onDone, onConfirmedOnly]);

  if (!error) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Loader aria-hidden />
          <Text role="status">{t('confirm.working')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack>
      <Alert color="red" title={t('confirm.failedTitle')} role="alert">
        {error}
      </Alert>
      <ResendConfirmation />
    </Stack>
  );
}

function ResendConfirmation() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const resend = trpc.account.resendConfirmation.useMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate({ email });
  };
  if (resend.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t('signIn.resent')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('confirm.requestNew')}</Text>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        {resend.error && <Text c="red" size="sm" role="alert">{apiErrorMessage(resend.error, t, 'common:errors.unexpected')}</Text>}
        <Button type="submit" loading={resend.isPending}>
          {t('signIn.resend')}
        </Button>
      </Stack>
    </form>
  );
}
