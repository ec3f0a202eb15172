// One saved quote as the customer sees it, with a print link and the status pipeline.
import Link from 'next/link';
import { StatusBadge } from '../shared/StatusBadge';
import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { Loaded } from '../shared/Loaded';
import { StatusPanel } from '../shared/StatusPanel';
import { QuoteDocument } from './QuoteDocument';
import { quoteStatusColor } from './QuotesScreen';
import { quoteNumber } from '@/domain/quote-number';

export function QuoteDetail({ id }: { id: string }) {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const quote = trpc.admin.quotes.get.useQuery({ id });
  const setStatus = trpc.admin.quotes.setStatus.useMutation(
    withNotices((r: { status: string }) => t('quotes.statusSaved', { status: t(`quoteStatus.${r.status}`) }), t('quotes.statusFailed'), () => void utils.admin.quotes.invalidate()),
  );
  const [miles, setMiles] = useState('');
  const saveMiles = trpc.admin.quotes.setMiles.useMutation(
    withNotices((r: { deliveryMiles: number }) => t('quotes.milesSaved', { miles: r.deliveryMiles }), t('quotes.milesFailed'), () => {
      setMiles('');
      void utils.admin.quotes.invalidate();
    }),
  );
  const taxExempt = trpc.admin.quotes.setTaxExempt.useMutation(
    withNotices((r: { taxExempt: boolean }) => t(r.taxExempt ? 'quotes.taxExemptOn' : 'quotes.taxExemptOff'), t('quotes.taxExemptFailed'), () => void utils.admin.quotes.invalidate()),
  );
  return (
    <Loaded query={quote}>
      {(q) => (
        <Stack>
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <div>
                <Title order={2} size="h3">
                  {t('quotes.title', { number: quoteNumber(q.id) })}
                </Title>
                <Text size="sm" c="dimmed">
                  {when(q.createdAt)} · {q.user.name ?? ''} {q.user.email} · {t(`languages.${q.language}`)}
                </Text>
              </div>
              <Group>
                <StatusBadge color={quoteStatusColor[q.status]} size="lg" label={t(`quoteStatus.${q.status}`)} />
                <Button component={Link} href={`/admin/quotes/${q.id}/print`} variant="light" size="xs">
                  {t('quotes.print')}
                </Button>
              </Group>
            </Group>
            <QuoteDocument quote={q} />
            {q.fulfilment === 'DELIVERY' && (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (/^\d{1,4}$/.test(miles)) saveMiles.mutate({ id: q.id, version: q.version, miles: Number(miles) });
                }}
              >
                <Group align="flex-end" mt="md" gap="sm">
                  <TextInput
                    label={t('quotes.milesOverride')}
                    description={t('quotes.milesOverrideHint')}
                    value={miles}
                    placeholder={String(q.deliveryMiles)}
                    onChange={(e) => setMiles(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                    inputMode="numeric"
                    w={220}
                  />
                  <Button type="submit" variant="light" disabled={!/^\d{1,4}$/.test(miles)} loading={saveMiles.isPending}>
                    {t('quotes.milesSave')}
                  </Button>
                </Group>
              </form>
            )}
            {q.user.id && (
              <Checkbox
                mt="md"
                label={t('quotes.taxExempt')}
                description={t('quotes.taxExemptHint')}
                checked={q.user.taxExempt}
                disabled={taxExempt.isPending}
                onChange={(e) => taxExempt.mutate({ userId: q.user.id, taxExempt: e.currentTarget.checked })}
              />
            )}
          </Paper>
          <StatusPanel
            statuses={QUOTE_STATUSES}
            current={q.status}
            busy={setStatus.isPending}
            label={(s) => t(`quoteStatus.${s}`)}
            onPick={(s) => setStatus.mutate({ id: q.id, version: q.version, status: s as (typeof QUOTE_STATUSES)[number] })}
          />
        </Stack>
      )}
    </Loaded>
  );
}
