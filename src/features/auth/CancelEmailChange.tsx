import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from './api-error';

interface Props {
  token: string;
  /** Opens the forgotten-password form (a new password, since whoever asked knew the old one). */
  onSetPassword: () => void;
}

/**
 * What the link sent to an account's address opens when someone asks to move the account to
 * another address (issue 42): on a press, the change stops and every session ends.
 */
export function CancelEmailChange({ token, onSetPassword }: Props) {
  const { t } = useTranslation('security');
  const cancel = trpc.signInSettings.cancelEmailChange.useMutation();
  if (cancel.isSuccess) {
    return (
      <Stack>
        <Alert color="green" title={t('cancelChange.doneTitle')} role="status">
          {t('cancelChange.doneMessage')}
        </Alert>
        <Button onClick={onSetPassword}>{t('cancelChange.setPassword')}</Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text>{t('cancelChange.intro')}</Text>
      {cancel.error && (
        <Alert color="red" title={t('cancelChange.failedTitle')} role="alert">
          {apiErrorMessage(cancel.error, t, 'common:errors.unexpected')}
        </Alert>
      )}
      <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ token })}>
        {t('cancelChange.button')}
      </Button>
    </Stack>
  );
}
