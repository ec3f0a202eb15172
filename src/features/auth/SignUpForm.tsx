import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/PasswordField';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage, fieldErrors, newPasswordError } from './api-error';
import { notifyError, notifySuccess } from './notify';

interface Props {
  /** Passed on to the confirmation link, which brings the visitor back there. */
  returnTo: string | null;
  /** Called with the new account's e-mail; the page switches to Sign In. */
  onCreated: (email: string) => void;
}

type Field = 'name' | 'email' | 'password' | 'confirmPassword';

export function SignUpForm({ returnTo, onCreated }: Props) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signUp = trpc.account.signUp.useMutation({
    onSuccess: (result) => {
      notifySuccess(t('signUp.successTitle'), t('signUp.successMessage'));
      onCreated(result.email);
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      notifyError(t('errors.title'), apiErrorMessage(error, t, 'signUp.failed'));
    },
  });

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(values, t);
    setErrors(problem ?? {});
    if (problem) return;
    signUp.mutate({ ...values, ...(returnTo ? { returnTo } : {}) });
  };

  const busy = signUp.isPending;
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput label={t('fields.name')} autoComplete="name" required value={values.name} onChange={set('name')} error={errors.name} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
        <PasswordField label={t('fields.password')} autoComplete="new-password" required value={values.password} onChange={set('password')} error={errors.password} />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
