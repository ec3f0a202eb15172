// Notes on a lead or application: who wrote what, when; newest at the bottom.
import { useState } from 'react';
import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useAdminFormat } from '../format';
import { Panel } from './Panel';

interface Note {
  id: string;
  body: string;
  createdAt: Date;
  author: { name: string | null; email: string } | null;
}

/** `onAdd` gets a `done` callback so the box is cleared only once the note is saved. */
export function NotesPanel({ notes, onAdd, saving }: { notes: Note[]; onAdd: (body: string, done: () => void) => void; saving: boolean }) {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const [body, setBody] = useState('');
  return (
    <Panel title={t('notes.title')}>
      <Stack gap="sm">
        {notes.length === 0 && <Text c="dimmed">{t('notes.none')}</Text>}
        {notes.map((note) => (
          <Paper key={note.id} withBorder p="sm">
            <Text size="xs" c="dimmed">
              {t('notes.by', { author: note.author?.name || note.author?.email || t('notes.unknown'), when: when(note.createdAt) })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
          </Paper>
        ))}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) onAdd(body.trim(), () => setBody(''));
          }}
        >
          <Stack gap="xs">
            <Textarea label={t('notes.add')} value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={2} maxLength={4000} />
            <Button type="submit" disabled={!body.trim()} loading={saving} w="fit-content">
              {t('notes.save')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Panel>
  );
}
