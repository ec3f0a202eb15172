import type { ReactNode } from 'react';
import Link from 'next/link';
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { APPLICATION_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { Notes } from '../Notes';
import { StatusPicker } from '../StatusPicker';
import { when } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { applicationStatusColor } from './MembershipsScreen';

export function MembershipDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const app = trpc.admin.applications.get.useQuery({ id });
  const refresh = () => void utils.admin.applications.invalidate();
  const setStatus = trpc.admin.applications.setStatus.useMutation({
    onSuccess: (r) => notifySuccess(t('memberships.statusSaved', { status: t(`applicationStatus.${r.status}`) })),
    onError: (error) => notifyError(t('memberships.statusFailed'), error),
    onSettled: refresh,
  });
  const addNote = trpc.admin.applications.addNote.useMutation({
    onSuccess: () => notifySuccess(t('notes.saved')),
    onError: (error) => notifyError(t('notes.failed'), error),
    onSettled: refresh,
  });
  if (app.error) return <Alert color="red">{app.error.message}</Alert>;
  if (!app.data) return <Text>{t('table.loading')}</Text>;
  const a = app.data;
  const mailto = `mailto:${a.email}?subject=${encodeURIComponent(t('memberships.replySubject'))}`;
  const tel = `tel:${a.phone.replace(/[^\d+]/g, '')}`;
  const rows: [string, ReactNode][] = [
    [t('fields.company'), a.companyName],
    [t('fields.email'), <Anchor key="e" href={mailto}>{a.email}</Anchor>],
    [t('fields.phone'), <Anchor key="p" href={tel}>{a.phone}</Anchor>],
    [t('fields.language'), t(`languages.${a.language}`)],
    [t('fields.received'), when(a.createdAt)],
    [t('fields.age'), <Age key="a" createdAt={a.createdAt} now={a.now} waiting={a.status === 'PENDING'} />],
  ];
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h3">
                {a.companyName}
              </Title>
              <Badge color={applicationStatusColor[a.status]} size="lg">
                {t(`applicationStatus.${a.status}`)}
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
            <Group mt="md">
              <Button component="a" href={mailto}>
                {t('leads.reply')}
              </Button>
              <Button component="a" variant="light" href={tel}>
                {t('leads.call')}
              </Button>
              {a.leadId && (
                <Button component={Link} variant="subtle" href={`/admin/leads/${a.leadId}`}>
                  {t('memberships.lead')}
                </Button>
              )}
            </Group>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('fields.status')}
            </Title>
            <StatusPicker
              statuses={APPLICATION_STATUSES}
              current={a.status}
              busy={setStatus.isPending}
              label={(s) => t(`applicationStatus.${s}`)}
              onPick={(s) => setStatus.mutate({ id: a.id, version: a.version, status: s as (typeof APPLICATION_STATUSES)[number] })}
            />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('notes.title')}
          </Title>
          <Notes notes={a.notes} saving={addNote.isPending} onAdd={(body, done) => addNote.mutate({ id: a.id, body }, { onSuccess: done })} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
