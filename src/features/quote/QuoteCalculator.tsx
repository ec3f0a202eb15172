// The quote calculator (spec sections 4, 5, 9): prices live in the browser with the same domain
// functions the server uses when the quote is saved; the server's numbers are the ones stored.
import { useId, useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert, Anchor, Button, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { showToast } from '@/lib/toast';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_LIMITS, addLine, normalizeMiles, priceQuote, removeLine, shelfPrice, type LineCandidate } from '@/domain/pricing';
import { useLang } from '@/components/RouteLink';
import { trpc } from '@/lib/trpc';
import { pathFor } from '@/routing/routes';
import { LinePicker } from './LinePicker';
import { QuoteLines, type DisplayLine } from './QuoteLines';
import { QuoteSummary } from './QuoteSummary';
import { newLineId, useQuoteDraft, type QuoteDraft } from './quote-draft';
import { useRefreshSession, useSession } from '@/features/auth/use-session';
import { withApi } from '@/lib/api-provider';
import type { QuoteData } from '@/server/services/catalogue';
import { LoadingStatus } from '@/components/LoadingStatus';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { quoteNumber } from '@/domain/quote-number';

interface Props {
  id?: string;
  /** Show the calculator's own heading (the quote page has its page heading instead). */
  withHeading?: boolean;
  /** Products and bands from the page's static props: the calculator renders at once, then refreshes them. */
  initialData?: QuoteData;
}

function QuoteCalculatorBody({ id, withHeading = true, initialData }: Props) {
  const { t } = useTranslation('quote');
  const lang = useLang();
  const router = useRouter();
  const headingId = useId();
  // Counted as stale from the start: the page may be minutes old, so prices are re-read in the background.
  const data = trpc.catalogue.quoteData.useQuery(undefined, initialData ? { initialData, initialDataUpdatedAt: 0 } : undefined);
  const { draft, update, restored } = useQuoteDraft();
  const session = useSession();
  // Asked again when Save is pressed, so a session that ended meanwhile is noticed.
  const freshSession = useRefreshSession();
  const save = trpc.quote.save.useMutation();
  const [savedId, setSavedId] = useState<string | null>(null);

  // Only products with a price can be quoted; the others are "call for price" (see shelfPrice).
  const quotable = useMemo(
    () =>
      new Map(
        (data.data?.products ?? []).flatMap((product) => {
          const price = shelfPrice(product.priceBook);
          return price ? [[product.id, { product, unitPriceCents: price.priceCents }] as const] : [];
        }),
      ),
    [data.data],
  );
  // Lines whose product was withdrawn (or lost its price) since the draft was kept are left out (and the visitor told).
  const lines = useMemo(() => draft.lines.filter((line) => quotable.has(line.productId)), [draft.lines, quotable]);
  const quote = useMemo(() => {
    const display: DisplayLine[] = lines.map((line) => {
      const { product, unitPriceCents } = quotable.get(line.productId)!;
      return {
        id: line.id,
        name: lang === 'es' ? product.nameEs : product.nameEn,
        unit: line.unit,
        quantity: line.quantity,
        unitPriceCents,
        deliveryType: product.unitType,
      };
    });
    return priceQuote(display, data.data?.bands ?? [], draft.miles);
  }, [lines, quotable, lang, data.data, draft.miles]);

  const goToSignIn = () =>
    router.push(`${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(pathFor(lang, 'quote'))}`, undefined, { locale: false });

  const failed = (message: string) => showToast({ color: 'red', title: t('toast.saveFailed'), message });

  const onSave = async () => {
    let user;
    try {
      user = await freshSession();
    } catch {
      failed(t('common:errors.unexpected'));
      return;
    }
    if (!user) {
      await goToSignIn(); // the draft stays in this browser for when they come back
      return;
    }
    const input = {
      lines: lines.map(({ productId, quantity, unit }) => ({ productId, quantity, unit })),
      oneWayMiles: Math.min(normalizeMiles(draft.miles), QUOTE_LIMITS.maxMiles),
      language: lang,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        showToast({ color: 'turf', title: t('toast.saved'), message: t('toast.savedMessage', { id: quoteNumber(saved.id) }) });
        setSavedId(saved.id);
        update(() => ({ lines: [], miles: '' }));
      },
      onError: (error) => {
        if (error.data?.code === 'UNAUTHORIZED') void goToSignIn();
        else failed(error.data ? error.message : t('common:errors.unexpected'));
      },
    });
  };

  // Any change also drops the withdrawn products' lines for good.
  const known = (current: QuoteDraft) => current.lines.filter((line) => quotable.has(line.productId));
  const onAdd = (candidate: LineCandidate) => {
    setSavedId(null);
    update((current) => ({ ...current, lines: addLine(known(current), candidate, newLineId()) }));
  };
  const onRemove = (lineId: string) => update((current) => ({ ...current, lines: removeLine(known(current), lineId) }));

  return (
    <Paper
      component="section"
      id={id}
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      my="xl"
      aria-labelledby={withHeading ? headingId : undefined}
      aria-label={withHeading ? undefined : t('calculator.heading')}
    >
      {withHeading && (
        <>
          <Title order={2} id={headingId}>
            {t('calculator.heading')}
          </Title>
          <Text c="dimmed" mb="md">
            {t('calculator.description')}
          </Text>
        </>
      )}

      {data.isPending && (
        <LoadingStatus label={t('calculator.loading')} />
      )}

      {/* A failed background refresh keeps the prices the page came with; only a calculator without any says so. */}
      {data.isError && !data.data && (
        <Alert color="red" title={t('calculator.loadFailed')} role="alert">
          <Button mt="sm" variant="light" color="red" onClick={() => void data.refetch()} loading={data.isFetching}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}

      {data.data && (
        <Stack gap="lg">
          <LinePicker products={data.data.products} lines={lines} lang={lang} onAdd={onAdd} />

          <div>
            <Title order={withHeading ? 3 : 2} size="h4" mb="xs">
              {t('calculator.linesHeading')}
            </Title>
            {restored && lines.length < draft.lines.length && (
              <Alert color="yellow" mb="xs">
                {t('calculator.removedUnavailable')}
              </Alert>
            )}
            <QuoteLines lines={quote.lines} lang={lang} onRemove={onRemove} />
          </div>

          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <WholeNumberInput
                label={t('calculator.miles')}
                description={t('calculator.milesHint')}
                value={draft.miles}
                onChange={(miles) => update((current) => ({ ...current, miles }))}
                min={0}
                max={QUOTE_LIMITS.maxMiles}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <QuoteSummary quote={quote} lang={lang} />
            </Grid.Col>
          </Grid>

          <Divider />
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" maw={520}>
              {t('calculator.estimate')} {session.data === null && t('calculator.signInToSave')}
            </Text>
            <Button size="md" onClick={() => void onSave()} loading={save.isPending} disabled={!restored || lines.length === 0}>
              {t('calculator.save')}
            </Button>
          </Group>
          {savedId && (
            <Alert color="turf" role="status" title={t('toast.saved')}>
              <Text size="sm">{t('toast.savedMessage', { id: quoteNumber(savedId) })}</Text>
              <Anchor component={Link} href={pathFor(lang, 'account')} locale={false} size="sm">
                {t('calculator.viewSaved')}
              </Anchor>
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** QuoteCalculator, with the API context it calls. */
export const QuoteCalculator = withApi(QuoteCalculatorBody);
