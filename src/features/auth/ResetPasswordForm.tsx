import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { newPasswordProblem } from '@/domain/password-policy';
import { isTwoFactorSignInError } from '@/domain/two-factor';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from './api-error';
import { signInWithCredentials } from './next-auth-client';
import { notifyError, notifySuccess } from './notify';
import { SecondFactorStep } from './SecondFactorStep';

interface Props {
  token: string;
  /** Called once the new password is saved and the visitor is signed in. */
  onDone: () => Promise<unknown>;
  onRequestNewLink: () => void;
}

/**
 * The form a password-reset link opens: new password twice, with the sign-up rules. An account
 * with two-step verification is then asked for its code before it is signed in.
 */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: Props) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'password' | 'confirmPassword'; message: string } | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const reset = trpc.account.resetPassword.useMutation();
  // The one-time sign-in token, kept while the second factor is asked for.
  const [pendingSignIn, setPendingSignIn] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      setFieldError({ field: problem.field, message: t(problem.key, problem.values) });
      return;
    }
    setFieldError(null);
    try {
      const { signInToken } = await reset.mutateAsync({ token, password, confirmPassword });
      const result = await signInWithCredentials({ signInToken });
      if (isTwoFactorSignInError(result.error)) {
        setPendingSignIn(signInToken);
        return;
      }
      notifySuccess(t('reset.successTitle'), t('reset.successMessage'));
      await onDone();
    } catch (error) {
      const message = apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0], t, 'common:errors.unexpected');
      setLinkError(message);
      notifyError(t('errors.title'), message);
    }
  };

  const errorFor = (field: 'password' | 'confirmPassword') => (fieldError?.field === field ? fieldError.message : undefined);
  if (pendingSignIn) {
    return (
      <SecondFactorStep
        submit={(code) => signInWithCredentials({ signInToken: pendingSignIn, code })}
        onSignedIn={async () => {
          notifySuccess(t('reset.successTitle'), t('reset.successMessage'));
          await onDone();
        }}
      />
    );
  }
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('reset.title')}
      </Title>
      {linkError && (
        <Alert color="red" role="alert">
          {linkError}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onRequestNewLink}>
            {t('reset.requestNew')}
          </Anchor>
        </Alert>
      )}
      <form onSubmit={submit}>
        <Stack>
          <PasswordInput label={t('fields.newPassword')} autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errorFor('password')} />
          <PasswordInput
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.currentTarget.value)}
            error={errorFor('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending} disabled={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
