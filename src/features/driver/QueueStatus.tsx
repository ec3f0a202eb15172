// What this phone still has to send, and what the office refused with its reason (issue 46).
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import { langFromLocale } from '@/i18n/languages';
import type { StoredAction } from '@/lib/offline-queue/store';

interface Props {
  waiting: number;
  refused: StoredAction[];
  online: boolean;
  stalled: boolean;
  signedOut: boolean;
  onSendNow: () => void;
  onDismiss: (key: string) => void;
  onRetry: (key: string) => void;
}

/**
 * Only a delivery's proof is offered to send again: an old "on my way" or "could not deliver"
 * sent later would move an order the office has since rescheduled (and charge a return trip never
 * made). A refusal kept from before its photos were kept has none to send.
 */
const resendable = (entry: StoredAction) => entry.kind === 'delivered' && entry.photos.length > 0;

export function QueueStatus({ waiting, refused, online, stalled, signedOut, onSendNow, onDismiss, onRetry }: Props) {
  const { t } = useTranslation('driver');
  const router = useRouter();
  const lang = langFromLocale(router.locale);
  // Back here after signing in, in the same language.
  const here = router.locale === lang ? `/${lang}${router.asPath}` : router.asPath;
  return (
    <Stack gap="xs" aria-live="polite">
      {waiting > 0 && (
        <Alert color="yellow" data-testid="queue-waiting" title={t('queue.waiting', { count: waiting })}>
          <Stack gap="xs">
            <Text size="sm">{t('queue.kept')}</Text>
            {!online && <Text size="sm">{t('queue.offline')}</Text>}
            {online && stalled && !signedOut && <Text size="sm">{t('queue.retrying')}</Text>}
            {signedOut && (
              <Text size="sm">
                {t('queue.signedOut')}{' '}
                <Anchor href={`${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(here)}`}>{t('queue.signIn')}</Anchor>
              </Text>
            )}
            {online && (
              <Button variant="default" size="compact-md" onClick={onSendNow} style={{ alignSelf: 'flex-start' }}>
                {t('queue.sendNow')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert color="red" title={t('queue.refused')} data-testid="queue-refused">
          <Stack gap="xs">
            {refused.map((entry) => (
              <Stack key={entry.key} gap={4}>
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {t('queue.refusedItem', { action: t(`actions.${entry.kind}`), stop: entry.label, message: entry.message ?? t('queue.refusedNoMessage') })}
                </Text>
                {resendable(entry) && <Text size="sm">{t('queue.refusedFilesKept')}</Text>}
                <Group gap="xs">
                  {resendable(entry) && (
                    <Button variant="default" size="compact-sm" onClick={() => onRetry(entry.key)}>
                      {t('queue.retry')}
                    </Button>
                  )}
                  <Button variant="subtle" size="compact-sm" onClick={() => onDismiss(entry.key)}>
                    {t('queue.dismiss')}
                  </Button>
                </Group>
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
