// One saved quote as it was priced when saved, laid out to print, with a link back to the list.
import { Alert, Anchor, Badge, Box, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PricedLines } from './PricedLines';
import Link from 'next/link';
import { pathFor } from '@/routing/routes';
import { useTranslation } from 'next-i18next/pages';
import type { DeliveryFeeBreakdown } from '@/domain/pricing';
import { formatCents } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { isExpired } from '@/domain/pricing';
import { formatDate } from './DeliveryDetails';
import type { Lang } from '@/i18n/languages';
import { trpc } from '@/lib/trpc';
import { FeeExplanation } from './FeeExplanation';
import { formatQuoteDate } from './MyQuotes';
import classes from './print.module.css';
import { LoadingStatus } from '@/components/LoadingStatus';
import { quoteNumber } from '@/domain/quote-number';
import { Letterhead } from '@/components/Letterhead';
import { useBusiness } from '@/components/layout/business';
import { useSession } from '@/features/auth/use-session';

/** The stored breakdown, if it has the shape this version writes (older rows may not). */
function asBreakdown(value: unknown): DeliveryFeeBreakdown | null {
  return value && typeof value === 'object' && 'status' in value && 'byType' in value ? (value as DeliveryFeeBreakdown) : null;
}

export function SavedQuoteDetail({ id, lang, onOpen }: { id: string; lang: Lang; onOpen: (id: string) => void }) {
  const { t } = useTranslation('quote');
  const business = useBusiness();
  const customer = useSession().data;
  const quote = trpc.quote.getMine.useQuery({ id });
  const utils = trpc.useUtils();
  const reprice = trpc.quote.reprice.useMutation({
    onSuccess: (fresh) => {
      void utils.quote.listMine.invalidate();
      onOpen(fresh.id);
    },
    onError: (error) => showToast({ color: 'red', title: t('account.repriceFailed'), message: error.message }),
  });

  const back = (
    <Anchor component={Link} prefetch={false} href={pathFor(lang, 'account')} locale={false} className={classes.noPrint} data-testid="back-to-quotes">
      ← {t('account.back')}
    </Anchor>
  );
  if (quote.isPending) {
    return (
      <LoadingStatus label={t('account.loading')} />
    );
  }
  if (quote.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {quote.error.message}
        </Alert>
      </Stack>
    );
  }
  const q = quote.data;
  const breakdown = asBreakdown(q.feeBreakdown);
  return (
    <Stack gap="md">
      {back}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={classes.sheet} data-testid="quote-detail">
        {/* On paper: the business's letterhead and whom the quote is for. */}
        <div className={classes.printOnly}>
          <Letterhead business={business} />
          {customer && (
            <Text mt="sm" mb="md" data-testid="quote-customer">
              {t('account.preparedFor', { name: customer.name || customer.email })}
            </Text>
          )}
        </div>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>{t('account.detailHeading', { id: quoteNumber(q.id) })}</Title>
            <Text c="dimmed">{t('account.savedOn', { date: formatQuoteDate(q.createdAt, lang) })}</Text>
          </div>
          <Group className={classes.noPrint}>
            <Badge variant="light" size="lg">
              {t(`status.${q.status}`)}
            </Badge>
            <Button variant="outline" onClick={() => window.print()}>
              {t('account.print')}
            </Button>
          </Group>
        </Group>
        <Box mt="md">
          <PricedLines lines={q.lines} lang={lang} />
        </Box>
        <Divider my="md" />
        <Stack gap={4} maw={420} ml="auto">
          <Group justify="space-between">
            <Text>{t('calculator.subtotal')}</Text>
            <Text>{formatCents(q.subtotalCents, lang)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>{q.fulfilment === 'PICKUP' ? t('calculator.pickupFee') : t('calculator.deliveryFee')}</Text>
            <Text>{formatCents(q.deliveryFeeCents, lang)}</Text>
          </Group>
          {q.smallOrderFeeCents > 0 && (
            <Group justify="space-between">
              <Text>{t('calculator.smallOrderFee')}</Text>
              <Text>{formatCents(q.smallOrderFeeCents, lang)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text>{t('calculator.tax', { rate: (q.taxRateBasisPoints / 100).toLocaleString(lang === 'es' ? 'es-US' : 'en-US') })}</Text>
            <Text data-testid="detail-tax">{formatCents(q.taxCents, lang)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700} size="lg">
              {t('calculator.total')}
            </Text>
            <Text fw={700} size="lg" data-testid="detail-total">
              {formatCents(q.totalCents, lang)}
            </Text>
          </Group>
        </Stack>
        {q.installation && (
          <Text size="sm" mt="md" fw={600} data-testid="detail-installation">
            {t('account.installation')}
          </Text>
        )}
        {q.requestedDate && (
          <Text size="sm" mt="md" data-testid="detail-date">
            {t(q.fulfilment === 'PICKUP' ? 'account.pickupOn' : 'account.deliveryOn', { date: formatDate(q.requestedDate.toISOString().slice(0, 10), lang), zip: q.zip ?? '' })}
          </Text>
        )}
        {q.validUntil && (
          <Group gap="sm">
            <Text size="sm" data-testid="detail-valid" c={isExpired(q.validUntil, new Date()) ? 'red.8' : undefined}>
              {t(isExpired(q.validUntil, new Date()) ? 'account.expired' : 'account.validUntil', { date: formatQuoteDate(q.validUntil, lang) })}
            </Text>
            {/* Past its date, or withdrawn by staff (status EXPIRED): either way today's prices are a click away. */}
            {(isExpired(q.validUntil, new Date()) || q.status === 'EXPIRED') && (
              <Button size="compact-sm" className={classes.noPrint} loading={reprice.isPending} onClick={() => reprice.mutate({ id: q.id })}>
                {t('account.reprice')}
              </Button>
            )}
          </Group>
        )}
        {q.fulfilment === 'DELIVERY' && (
          <>
            <Text size="sm" mt="xs">
              {t(q.milesSource === 'ESTIMATED' ? 'account.distanceEstimated' : 'account.distance', { miles: q.deliveryMiles, roundTrip: q.deliveryMiles * 2 })}
            </Text>
            {breakdown && <FeeExplanation delivery={breakdown} lang={lang} />}
          </>
        )}
        <Text size="xs" c="dimmed" mt="md">
          {t('account.estimate')}
        </Text>
      </Paper>
    </Stack>
  );
}
