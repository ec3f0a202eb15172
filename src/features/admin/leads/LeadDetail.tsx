// One lead: every field, the status pipeline, notes, reply by e-mail and click-to-call.
import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { LEAD_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { Notes } from '../Notes';
import { StatusPicker } from '../StatusPicker';
import { when } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { leadStatusColor } from './LeadsScreen';

export function LeadDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const lead = trpc.admin.leads.get.useQuery({ id });
  const refresh = () => void utils.admin.leads.invalidate();
  const setStatus = trpc.admin.leads.setStatus.useMutation({
    onSuccess: (r) => notifySuccess(t('leads.statusSaved', { status: t(`leadStatus.${r.status}`) })),
    onError: (error) => notifyError(t('leads.statusFailed'), error),
    onSettled: refresh,
  });
  const addNote = trpc.admin.leads.addNote.useMutation({
    onSuccess: () => notifySuccess(t('notes.saved')),
    onError: (error) => notifyError(t('notes.failed'), error),
    onSettled: refresh,
  });
  if (lead.error) return <Alert color="red">{lead.error.message}</Alert>;
  if (!lead.data) return <Text>{t('table.loading')}</Text>;
  const l = lead.data;
  const subject = t('leads.replySubject', { subject: l.subject || t('leads.yourMessage') });
  const rows: [string, ReactNode][] = [
    [t('fields.name'), l.name],
    [t('fields.email'), <Anchor key="e" href={`mailto:${l.email}?subject=${encodeURIComponent(subject)}`}>{l.email}</Anchor>],
    [t('fields.phone'), l.phone ? <Anchor key="p" href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>{l.phone}</Anchor> : '—'],
    [t('fields.subject'), l.subject ?? '—'],
    [t('fields.language'), t(`languages.${l.preferredLanguage}`)],
    [t('fields.source'), l.sourcePage],
    [t('fields.received'), when(l.createdAt)],
    [t('fields.age'), <Age key="a" createdAt={l.createdAt} now={l.now} waiting={l.status === 'NEW'} />],
  ];
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h3">
                {l.name}
              </Title>
              <Badge color={leadStatusColor[l.status]} size="lg">
                {t(`leadStatus.${l.status}`)}
              </Badge>
            </Group>
            <Table>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={140}>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fw={600} mt="md">
              {t('fields.message')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{l.message}</Text>
            <Group mt="md">
              <Button component="a" href={`mailto:${l.email}?subject=${encodeURIComponent(subject)}`}>
                {t('leads.reply')}
              </Button>
              {l.phone && (
                <Button component="a" variant="light" href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>
                  {t('leads.call')}
                </Button>
              )}
              {l.application && (
                <Button component="a" variant="subtle" href={`/admin/memberships/${l.application.id}`}>
                  {t('leads.application')}
                </Button>
              )}
            </Group>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('fields.status')}
            </Title>
            <StatusPicker
              statuses={LEAD_STATUSES}
              current={l.status}
              busy={setStatus.isPending}
              label={(s) => t(`leadStatus.${s}`)}
              onPick={(s) => setStatus.mutate({ id: l.id, version: l.version, status: s as (typeof LEAD_STATUSES)[number] })}
            />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('notes.title')}
          </Title>
          <Notes notes={l.notes} saving={addNote.isPending} onAdd={(body, done) => addNote.mutate({ id: l.id, body }, { onSuccess: done })} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
