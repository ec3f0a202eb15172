// The security page's sign-in settings: change the password (the current one first; other devices
// are signed out, this one signs in again at once) and the e-mail address (a link goes to the new
// one; nothing changes until it is opened).
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import { PasswordField } from '@/components/PasswordField';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage, fieldErrors, newPasswordError } from './api-error';
import { signInWithCredentials } from './next-auth-client';
import { notifyError, notifySuccess } from './notify';
import { useRefreshSession, useSession } from './use-session';
import { Section } from './TwoFactorSettings';

type ApiError = Parameters<typeof apiErrorMessage>[0];

/** Field errors of a failed request; a wrong current password belongs to its own field. */
function errorsOf(error: ApiError, t: TFunction): Record<string, string> {
  const fields = fieldErrors(error);
  if (error.data?.messageKey === 'security:errors.currentPasswordWrong') fields.currentPassword ??= error.message;
  if (Object.keys(fields).length === 0) notifyError(t('auth:errors.title'), apiErrorMessage(error, t, 'common:errors.unexpected'));
  return fields;
}

function ChangePasswordForm() {
  const { t } = useTranslation('security');
  const refreshSession = useRefreshSession();
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = trpc.signInSettings.changePassword.useMutation();
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(values, t);
    setErrors(problem ?? {});
    if (problem) return;
    try {
      const { signInToken } = await change.mutateAsync(values);
      // Every session ended, this one too: sign this browser in again with the one-time token.
      await signInWithCredentials({ signInToken });
      await refreshSession();
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      notifySuccess(t('password.successTitle'), t('password.successMessage'));
    } catch (error) {
      setErrors(errorsOf(error as ApiError, t));
    }
  };

  return (
    <Section title={t('password.title')} id="change-password">
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('password.intro')}</Text>
          <PasswordField label={t('password.current')} autoComplete="current-password" required value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
          <PasswordField label={t('password.new')} autoComplete="new-password" required value={values.password} onChange={set('password')} error={errors.password} />
          <PasswordField label={t('password.confirm')} autoComplete="new-password" required value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('security');
  const [values, setValues] = useState({ email: '', currentPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = trpc.signInSettings.requestEmailChange.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const { email } = await request.mutateAsync(values);
      setSentTo(email);
      setValues({ email: '', currentPassword: '' });
    } catch (error) {
      setErrors(errorsOf(error as ApiError, t));
    }
  };

  return (
    <Section title={t('emailForm.title')} id="change-email">
      <form onSubmit={submit}>
        <Stack>
          {sentTo && (
            <Alert color="green" title={t('emailForm.sentTitle')} role="status">
              {t('emailForm.sentMessage', { email: sentTo })}
            </Alert>
          )}
          <Text size="sm">{t('emailForm.intro')}</Text>
          <TextInput
            label={t('emailForm.new')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            error={errors.email}
          />
          <PasswordField
            label={t('emailForm.current')}
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
            error={errors.currentPassword}
          />
          <Group>
            <Button type="submit" loading={request.isPending}>
              {t('emailForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

export function SignInSettings() {
  const { t } = useTranslation('security');
  const session = useSession();
  return (
    <Stack>
      {session.data?.email && <Text>{t('signInSettings.currentEmail', { email: session.data.email })}</Text>}
      <ChangePasswordForm />
      <ChangeEmailForm />
    </Stack>
  );
}
