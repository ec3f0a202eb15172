// The customer's photo of the drop spot on their order (issue 46): shown when there is one, and,
// while the order is accepted or scheduled, a file field to add or replace it. The bytes go to
// /api/drop-photos (services/drop-photos.ts), from the account or with the link's token; the
// server decides what the file is and answers refusals in the visitor's language.
import { useState } from 'react';
import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { PrivatePhoto, dropPhotoSrc } from './DropSiteSummary';

interface Props {
  /** The page's language: the server answers refusals in it. */
  lang: Lang;
  quoteId: string;
  /** The e-mailed link's token, when the page is the link's. */
  token?: string;
  photo: { id: string | null; widths: number[] };
  canUpload: boolean;
  onSaved: () => void;
}

export function DropPhoto({ lang, quoteId, token, photo, canUpload, onSaved }: Props) {
  const { t } = useTranslation('orders');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const src = photo.id ? dropPhotoSrc(photo.id, photo.widths, token) : null;

  async function send() {
    if (!file) return;
    setState({ kind: 'sending' });
    const query = new URLSearchParams({ quoteId, ...(token ? { token } : {}) });
    try {
      const res = await fetch(`/api/drop-photos?${query.toString()}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-lang': lang }, body: file });
      if (!res.ok) {
        const answer = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        setState({ kind: 'error', message: answer?.error?.message ?? t('dropSite.photo.failed') });
        return;
      }
      setFile(null);
      setState({ kind: 'saved' });
      onSaved();
    } catch {
      setState({ kind: 'error', message: t('dropSite.photo.failed') });
    }
  }

  if (!src && !canUpload) return null;
  return (
    <Stack gap="xs" mt="sm" data-testid="drop-photo">
      {src && <PrivatePhoto src={src} alt={t('dropSite.photo.alt')} maxWidth={480} />}
      {canUpload && (
        <>
          <FileInput
            label={t(src ? 'dropSite.photo.replace' : 'dropSite.photo.label')}
            description={t('dropSite.photo.hint')}
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            clearable
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setState({ kind: 'idle' });
            }}
          />
          <Button variant="light" onClick={() => void send()} disabled={!file} loading={state.kind === 'sending'} style={{ alignSelf: 'flex-start' }}>
            {t('dropSite.photo.upload')}
          </Button>
        </>
      )}
      {state.kind === 'saved' && (
        <Text size="sm" role="status">
          {t('dropSite.photo.saved')}
        </Text>
      )}
      {state.kind === 'error' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
