// The account's two-step verification: set it up (QR code and key, then a code), see the
// recovery codes once, make new ones, and (customers only) turn it off.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordField } from '@/components/PasswordField';
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import type { Lang } from '@/i18n/languages';
import { formatIsoDate } from '@/lib/format-local';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage, fieldErrors } from './api-error';
import { signInWithCredentials } from './next-auth-client';
import { notifySuccess } from './notify';
import { useRefreshSession } from './use-session';
import { LoadingStatus } from '@/components/LoadingStatus';

type ApiError = Parameters<typeof apiErrorMessage>[0];

/** The message for the code field of a failed request. */
function codeError(error: ApiError | null, t: TFunction): string | undefined {
  if (!error) return undefined;
  return fieldErrors(error).code ?? apiErrorMessage(error, t, 'auth:twoFactor.errors.failed');
}

function CodeField({ label, value, onChange, error, id }: { label: string; value: string; onChange: (v: string) => void; error?: string; id: string }) {
  return (
    <TextInput
      id={id}
      label={label}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={32}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** A titled panel of the security page. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The recovery codes, shown once after they are made. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Section title={t('twoFactor.recoveryTitle')} id="recovery-codes">
      <Stack>
        <Alert color="yellow">{t('twoFactor.recoveryIntro')}</Alert>
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <Code fz="md">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={onDone}>{t('twoFactor.recoveryDone')}</Button>
        </Group>
      </Stack>
    </Section>
  );
}

interface SetupData {
  secret: string;
  qrSvg: string;
}

/** Scan (or type the key), then confirm with a code. */
function SetupForm({ setup, onCancel, onEnabled }: { setup: SetupData; onCancel: () => void; onEnabled: (codes: string[]) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const confirm = trpc.twoFactor.confirmSetup.useMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { recoveryCodes, signInToken } = await confirm.mutateAsync({ code });
      // Turning it on ended every session, this one too: sign this browser in again at once.
      await signInWithCredentials({ signInToken });
      await onEnabled(recoveryCodes);
    } catch {
      setCode('');
    }
  };
  return (
    <Section title={t('twoFactor.scanTitle')} id="two-factor-setup">
      <Stack>
        <Text size="sm">{t('twoFactor.scanHelp')}</Text>
        {/* An SVG made on the server from the otpauth:// URI; as an image it runs nothing. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoFactor.qrAlt')} width={200} height={200} />
        <Text size="sm">{t('twoFactor.manualTitle')}</Text>
        <Code block fz="md" data-testid="two-factor-secret">
          {setup.secret.match(/.{1,4}/g)?.join(' ')}
        </Code>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={3} size="h5">
              {t('twoFactor.confirmTitle')}
            </Title>
            <CodeField id="two-factor-confirm-code" label={t('twoFactor.authenticatorCodeLabel')} value={code} onChange={setCode} error={codeError(confirm.error, t)} />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                {t('twoFactor.confirm')}
              </Button>
              <Button variant="default" type="button" onClick={onCancel}>
                {t('twoFactor.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}

/** The password again, then the new secret is made and shown. */
function StartForm({ onStarted }: { onStarted: (setup: SetupData) => void }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const start = trpc.twoFactor.startSetup.useMutation({
    onSuccess: ({ secret, qrSvg }) => {
      setPassword('');
      onStarted({ secret, qrSvg });
    },
  });
  const error = start.error ? (fieldErrors(start.error).password ?? apiErrorMessage(start.error, t, 'auth:twoFactor.errors.failed')) : undefined;
  return (
    <form onSubmit={(e) => (e.preventDefault(), start.mutate({ password }))} noValidate>
      <Stack align="flex-start">
        <PasswordField
          label={t('fields.password')}
          description={t('twoFactor.startHelp')}
          autoComplete="current-password"
          required
          w="100%"
          maw={360}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={start.isPending}>
          {t('twoFactor.start')}
        </Button>
      </Stack>
    </form>
  );
}

function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const regenerate = trpc.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: ({ recoveryCodes }) => {
      setCode('');
      notifySuccess(t('twoFactor.regenerateTitle'), t('twoFactor.regenerated'));
      onCodes(recoveryCodes);
    },
  });
  return (
    <Section title={t('twoFactor.regenerateTitle')} id="two-factor-regenerate">
      <form onSubmit={(e) => (e.preventDefault(), regenerate.mutate({ code }))} noValidate>
        <Stack>
          <Text size="sm">{t('twoFactor.regenerateHelp')}</Text>
          <CodeField id="two-factor-regenerate-code" label={t('twoFactor.authenticatorCodeLabel')} value={code} onChange={setCode} error={codeError(regenerate.error, t)} />
          <Group>
            <Button type="submit" variant="light" loading={regenerate.isPending}>
              {t('twoFactor.regenerate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = trpc.twoFactor.disable.useMutation({
    // Every session ended with the change; this browser signs in again with the token it got.
    onSuccess: async ({ signInToken }) => {
      await signInWithCredentials({ signInToken });
      notifySuccess(t('twoFactor.disableTitle'), t('twoFactor.disabled'));
      onDisabled();
    },
    onError: () => setCode(''),
  });
  const errors = disable.error ? fieldErrors(disable.error) : {};
  const passwordError = errors.password ?? (disable.error?.data?.messageKey === 'auth:twoFactor.errors.passwordWrong' ? disable.error.message : undefined);
  return (
    <Section title={t('twoFactor.disableTitle')} id="two-factor-disable">
      <form onSubmit={(e) => (e.preventDefault(), disable.mutate({ password, code }))} noValidate>
        <Stack>
          <Text size="sm">{t('twoFactor.disableHelp')}</Text>
          <PasswordField label={t('fields.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={passwordError} />
          <CodeField id="two-factor-disable-code" label={t('twoFactor.codeLabel')} value={code} onChange={setCode} error={passwordError ? undefined : codeError(disable.error, t)} />
          <Group>
            <Button type="submit" color="red" variant="light" loading={disable.isPending}>
              {t('twoFactor.disable')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

interface Props {
  lang: Lang;
  /** Where to go on once it is on (a path on this site, e.g. the back office). */
  continueTo: string | null;
}

export function TwoFactorSettings({ lang, continueTo }: Props) {
  const { t } = useTranslation('auth');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const status = trpc.twoFactor.status.useQuery();
  const [setup, setSetup] = useState<SetupData | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => void utils.twoFactor.status.invalidate();

  if (status.isPending) {
    return (
      <LoadingStatus label={t('page.loading')} />
    );
  }
  if (status.error) {
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(status.error, t, 'common:errors.unexpected')}
      </Alert>
    );
  }
  const { enabled, enabledAt, required, mayDisable, recoveryCodesLeft } = status.data;

  const continueButton = continueTo && enabled && (
    <Button component="a" href={continueTo}>
      {t('twoFactor.continue')}
    </Button>
  );

  if (recoveryCodes) {
    return (
      <Stack>
        <Alert color="turf" title={t('twoFactor.enabledTitle')} role="status">
          {t('twoFactor.enabledMessage')}
        </Alert>
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            refresh();
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text>{t('twoFactor.intro')}</Text>
      <Group gap="sm">
        <Text fw={600}>{t('twoFactor.title')}:</Text>
        <Badge color="turf" variant={enabled ? 'filled' : 'default'} data-testid="two-factor-status">
          {enabled && enabledAt ? t('twoFactor.statusOn', { date: formatIsoDate(enabledAt.toISOString(), lang) }) : t('twoFactor.statusOff')}
        </Badge>
      </Group>
      {required && !enabled && (
        <Alert color="yellow" role="status">
          {t('twoFactor.requiredNotice')}
        </Alert>
      )}
      {!enabled && !setup && <StartForm onStarted={setSetup} />}
      {!enabled && setup && (
        <SetupForm
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={async (codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            await refreshSession();
            refresh();
          }}
        />
      )}
      {enabled && (
        <>
          {continueButton && <Group>{continueButton}</Group>}
          <Text size="sm">{t('twoFactor.recoveryLeft', { count: recoveryCodesLeft })}</Text>
          <RegenerateForm onCodes={setRecoveryCodes} />
          {mayDisable ? <DisableForm onDisabled={refresh} /> : <Alert color="blue">{t('twoFactor.staffCannotDisable')}</Alert>}
        </>
      )}
    </Stack>
  );
}
