// Uploads a photo for a product, a category, a gallery project or the storefront: the file and
// its alt text in both languages. The server decides from the bytes whether it is a JPEG, PNG,
// WebP or HEIC of at most 15 MB and answers in the editor's language; the page that shows the
// photo is rebuilt. Only /admin loads this (public pages carry no upload code).
import { useId, useState } from 'react';
import { Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { notifyError, notifySuccess } from '../notify';

export type PhotoTarget = 'product' | 'category' | 'project' | 'storefront';

/** What a file picker offers; the server checks the bytes whatever the picker allowed. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export function PhotoUpload({ target, targetId, hasPhoto, onUploaded, title }: { target: PhotoTarget; targetId: string; hasPhoto: boolean; onUploaded: () => void; title?: string }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [altEn, setAltEn] = useState('');
  const [altEs, setAltEs] = useState('');
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const query = new URLSearchParams({ target, targetId, altEn, altEs });
      const res = await fetch(`/api/admin/photos?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'X-Lang': i18n.language },
        body: file,
      });
      const answer = (await res.json().catch(() => ({}))) as { error?: { message: string } };
      if (!res.ok) {
        notifyError(t('photos.failed'), { message: answer.error?.message ?? t('photos.errors.unreadable') });
        return;
      }
      notifySuccess(t('photos.uploaded'));
      setFile(null);
      setAltEn('');
      setAltEs('');
      onUploaded();
    } catch {
      notifyError(t('photos.failed'), { message: t('photos.offline') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {title ?? t('photos.title')}
          </Title>
          <Text size="sm">{hasPhoto ? t('photos.current') : t('photos.none')}</Text>
          <FileInput label={t('photos.file')} description={t('photos.fileHint')} accept={ACCEPT} value={file} onChange={setFile} clearable required />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('photos.altEn')} description={t('photos.altHint')} value={altEn} onChange={(e) => setAltEn(e.currentTarget.value)} required maxLength={200} />
            <TextInput label={t('photos.altEs')} value={altEs} onChange={(e) => setAltEs(e.currentTarget.value)} required maxLength={200} lang="es" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!file || !altEn.trim() || !altEs.trim()}>
              {t('photos.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
