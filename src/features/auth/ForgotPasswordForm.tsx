import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from './api-error';
import { notifyError } from './notify';

interface Props {
  initialEmail?: string;
  onBack: () => void;
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: Props) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const request = trpc.account.requestPasswordReset.useMutation({
    onError: (error) => notifyError(t('errors.title'), apiErrorMessage(error, t, 'common:errors.unexpected')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email });
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('forgot.title')}
      </Title>
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <Text size="sm">{t('forgot.intro')}</Text>
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <Button type="submit" loading={request.isPending} disabled={request.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {t('forgot.back')}
      </Anchor>
    </Stack>
  );
}
