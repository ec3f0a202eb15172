// The second step of signing in to an account with two-step verification: one field for the
// authenticator code (or a recovery code). Used after the password and after a password reset.
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { signInErrorMessage } from '@/domain/account-rules';
import { parseSecondFactorCode, twoFactorSignInErrors } from '@/domain/two-factor';
import type { SignInResult } from './next-auth-client';

interface Props {
  /** Sends the code with whatever the first step had (password or one-time token). */
  submit: (code: string) => Promise<SignInResult>;
  /** Called once signed in. */
  onSignedIn: () => Promise<unknown>;
  onBack?: () => void;
}

export function SecondFactorStep({ submit, onSignedIn, onBack }: Props) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('twoFactor.errors.codeRequired'));
    if (!parseSecondFactorCode(code)) return setError(t('twoFactor.errors.codeFormat'));
    setSubmitting(true);
    setError(null);
    try {
      const result = await submit(code);
      if (result.ok) {
        await onSignedIn();
        return;
      }
      if (result.error === twoFactorSignInErrors.invalid || result.error === twoFactorSignInErrors.required) {
        setError(t('twoFactor.errors.codeInvalid'));
      } else {
        const { key, values } = signInErrorMessage(result.error);
        setError(t(key, values));
      }
      setCode('');
    } catch {
      setError(t('common:errors.unexpected'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('twoFactor.signInTitle')}
        </Title>
        <Text size="sm">{t('twoFactor.signInIntro')}</Text>
        <TextInput
          label={t('twoFactor.codeLabel')}
          description={t('twoFactor.codeHint')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // The field comes in place of the password: focusing it is what the person expects.
          autoFocus
          required
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
        />
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="subtle" type="button" onClick={onBack}>
              {t('twoFactor.back')}
            </Button>
          )}
          <Button type="submit" loading={submitting} disabled={submitting}>
            {t('twoFactor.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
