import Link from 'next/link';
import { Alert, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from './format';
import { BusinessChecklist } from './business/BusinessChecklist';

export function Tile({ href, label, value, detail, alert }: { href: string; label: string; value: string | number; detail?: string; alert?: boolean }) {
  return (
    // A whole tile is the link: it keeps the theme's text colours (not the browser's link blue), and
    // its figure is in the theme's primary colour (red when something is overdue).
    <Paper
      component={Link}
      href={href}
      withBorder
      p="md"
      radius="md"
      c="var(--mantine-color-text)"
      style={{ textDecoration: 'none', borderColor: alert ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} c={alert ? 'red.7' : 'turf.8'}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c={alert ? 'red.7' : 'dimmed'} fw={alert ? 600 : undefined}>
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** `owner`: an admin, who keeps the business settings and is warned of each fact still missing. */
export function Dashboard({ owner }: { owner: boolean }) {
  const { money } = useAdminFormat();
  const { t } = useTranslation('admin');
  const { data, error } = trpc.admin.dashboard.useQuery(undefined, { refetchInterval: 60_000 });
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return <Text>{t('table.loading')}</Text>;
  return (
    <>
      {owner && <BusinessChecklist missing={data.missingFacts} withLink />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Tile
          href="/admin/leads?status=NEW"
          label={t('dashboard.newLeads')}
          value={data.newLeads}
          detail={t('dashboard.overdue', { count: data.overdueLeads })}
          alert={data.overdueLeads > 0}
        />
        <Tile
          href="/admin/memberships?status=PENDING"
          label={t('dashboard.pendingApplications')}
          value={data.pendingApplications}
          detail={t('dashboard.overdue', { count: data.overdueApplications })}
          alert={data.overdueApplications > 0}
        />
        <Tile href="/admin/quotes" label={t('dashboard.quotesThisWeek')} value={data.quotesThisWeek} detail={t('dashboard.quotesValue', { value: money(data.quotesThisWeekCents) })} />
        <Tile href="/admin/outbox?status=FAILED" label={t('dashboard.outboxFailed')} value={data.outboxFailed} alert={data.outboxFailed > 0} />
      </SimpleGrid>
    </>
  );
}
