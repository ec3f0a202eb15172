// The quote calculator (spec sections 4, 5, 9): prices live in the browser with the same domain
// functions the server uses when the quote is saved; the server's numbers are the ones stored.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert, Anchor, Button, Checkbox, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { showToast } from '@/lib/toast';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_LIMITS, addLine, normalizeMiles, priceOrder, removeLine, type LineCandidate } from '@/domain/pricing';
import { findUnit, unitShelfPrice } from '@/domain/units';
import { deliveryDateIssue, earliestDeliveryDate } from '@/domain/delivery-date';
import { deliveryMiles, leadHoursFor, maxTypedMiles } from '@/domain/quote-terms';
import { DeliveryDetails, type DeliveryProblem } from './DeliveryDetails';
import { useLang } from '@/components/RouteLink';
import type { Lang } from '@/i18n/languages';
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
import { quoteNumber } from '@/domain/quote-number';
import { memberPricesFor, useMemberPrices } from '@/features/membership/member-prices';

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
  const saveHintId = useId();
  // Counted as stale from the start: the page may be minutes old, so prices are re-read in the background.
  const data = trpc.catalogue.quoteData.useQuery(undefined, initialData ? { initialData, initialDataUpdatedAt: 0 } : undefined);
  const { draft, update, restored } = useQuoteDraft();
  const session = useSession();
  // Asked again when Save is pressed, so a session that ended meanwhile is noticed.
  const freshSession = useRefreshSession();
  const save = trpc.quote.save.useMutation();
  const [savedId, setSavedId] = useState<string | null>(null);
  // Not kept with the draft in this browser's storage: a phone number is personal.
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const products = data.data?.products;
  const rules = data.data?.rules;
  // A signed-in member's own terms (issue "Member pricing that pays off"); null for everyone else.
  const member = useMemberPrices();
  // Only lines in a unit their product is sold in, with a price, can be quoted (see unitShelfPrice).
  const priceOf = useMemo(() => {
    const byId = new Map((products ?? []).map((product) => [product.id, product]));
    return (productId: string, unit: string) => {
      const product = byId.get(productId);
      const sold = product ? findUnit(product.units, unit) : null;
      const price = product && sold ? unitShelfPrice(product.priceBook, sold) : null;
      return product && sold && price ? { product, sold, price, unitPriceCents: price.priceCents } : null;
    };
  }, [products]);
  // Lines whose product was withdrawn (or lost its price or unit) since the draft was kept are left out (and the visitor told).
  const lines = useMemo(() => draft.lines.filter((line) => priceOf(line.productId, line.unit)), [draft.lines, priceOf]);

  // Delivery details: the ZIP's area and estimated miles come from the server; all else is priced here.
  const zipReady = draft.fulfilment === 'DELIVERY' && /^\d{5}$/.test(draft.zip);
  const estimate = trpc.catalogue.deliveryEstimate.useQuery({ zip: draft.zip }, { enabled: zipReady, staleTime: Infinity });
  const typedMiles = draft.miles === '' ? null : normalizeMiles(draft.miles);
  const known = zipReady ? estimate.data : undefined;
  const problem: DeliveryProblem =
    draft.fulfilment === 'PICKUP'
      ? null
      : !zipReady || !known
        ? 'zipNeeded'
        : !known.area
          ? 'zipNotServed'
          : known.outsideRadius || (rules && typedMiles !== null && typedMiles > maxTypedMiles(rules))
            ? 'outsideRadius'
            : deliveryMiles(typedMiles, known.miles).miles === null
              ? 'milesNeeded'
              : null;
  // The miles priced, as the server will price them: never below the ZIP code's estimate.
  const miles = deliveryMiles(typedMiles, known?.miles ?? null);
  // Now is read after mount: the page is static, so the server's "now" would be stale.
  const [now, setNow] = useState<Date | null>(null);
  // Reading the clock after hydration is the purpose of this effect (as restoring the draft is).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNow(new Date()), []);
  const types = new Set(lines.map((line) => priceOf(line.productId, line.unit)!.product.unitType));
  const hasSod = types.has('GRASS');
  const earliestDate = rules && now ? earliestDeliveryDate(now, leadHoursFor(types.size ? types : ['GRASS', 'BULK'], rules), rules.schedule) : '';
  const requestedDate = draft.date || earliestDate;
  // A typed or picked date the business cannot deliver on is said beside the field (and Save waits).
  const dateIssue = draft.date && rules && now ? deliveryDateIssue(draft.date, now, leadHoursFor(types.size ? types : ['GRASS', 'BULK'], rules), rules.schedule) : null;

  const quote = useMemo(() => {
    const priced = lines.map((line) => ({ line, ...priceOf(line.productId, line.unit)! }));
    const memberPrices = memberPricesFor(
      priced.map(({ line, product, sold, price }) => ({ ...line, category: product.category.key, baseHundredths: sold.baseHundredths, shelf: price })),
      member,
    );
    const display: DisplayLine[] = priced.map(({ line, product, unitPriceCents }, i) => {
      return {
        id: line.id,
        name: lang === 'es' ? product.nameEs : product.nameEn,
        unit: line.unit,
        quantity: line.quantity,
        unitPriceCents,
        ...memberPrices[i],
        deliveryType: product.unitType,
      };
    });
    // Until the delivery details are complete (or where delivery is not possible) the materials are priced for pickup.
    const delivering = draft.fulfilment === 'DELIVERY' && problem === null;
    const terms = {
      fulfilment: delivering ? ('DELIVERY' as const) : ('PICKUP' as const),
      oneWayMiles: miles.miles ?? 0,
      minimumOrderCents: known?.area?.minimumOrderCents ?? null,
      smallOrderFeeCents: rules?.smallOrderFeeCents ?? null,
      taxRateBasisPoints: rules?.taxRateBasisPoints ?? 0,
    };
    const order = priceOrder(display, data.data?.bands ?? [], terms);
    // Below the area's minimum with no small-order fee there is no delivery to price: the total is the materials'.
    if (order.belowMinimumCents > 0 && terms.smallOrderFeeCents === null) {
      return { ...priceOrder(display, data.data?.bands ?? [], { ...terms, fulfilment: 'PICKUP' }), belowMinimumCents: order.belowMinimumCents };
    }
    return order;
  }, [lines, priceOf, member, lang, data.data, draft.fulfilment, problem, miles.miles, known, rules]);
  const belowMinimum = quote.belowMinimumCents > 0 && rules?.smallOrderFeeCents === null;
  // Miles typed as "14.5": not saved on the ZIP code's estimate while the field says it needs a whole number.
  const [milesNotWhole, setMilesNotWhole] = useState(false);
  // Why Save waits, said beside it (null: it does not).
  const saveNeeds =
    lines.length === 0
      ? 'lines'
      : draft.fulfilment === 'DELIVERY' && problem !== null
        ? problem === 'zipNeeded'
          ? 'zip'
          : problem
        : belowMinimum
          ? 'belowMinimum'
          : dateIssue !== null
            ? 'date'
            : draft.fulfilment === 'DELIVERY' && zipReady && milesNotWhole
              ? 'milesWhole'
              : null;
  // Delivery was asked for but cannot be priced yet: the summary says so instead of "pickup".
  const feeOpen = draft.fulfilment === 'DELIVERY' && (problem !== null || belowMinimum);

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
      fulfilment: draft.fulfilment,
      zip: draft.zip.length === 5 ? draft.zip : null,
      typedMiles: typedMiles === null ? null : Math.min(typedMiles, QUOTE_LIMITS.maxMiles),
      requestedDate,
      language: lang,
      installation: hasSod && draft.installation,
      phone: phone.trim(),
    };
    setPhoneError(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        showToast({ color: 'turf', title: t('toast.saved'), message: t('toast.savedMessage', { id: quoteNumber(saved.id) }) });
        // The saved quote is in the account; this browser's draft is done with. The confirmation
        // stands in for the calculator until the visitor chooses to start a new quote.
        setSavedId(saved.id);
        setPhone('');
        update((current) => ({ ...current, lines: [], miles: '', date: '', installation: false }));
      },
      onError: (error) => {
        if (error.data?.code === 'UNAUTHORIZED') void goToSignIn();
        else if (error.data?.issues?.some((issue) => issue.path === 'phone')) setPhoneError(t('validation.phone'));
        else failed(error.data ? error.message : t('common:errors.unexpected'));
      },
    });
  };

  // Any change also drops the withdrawn products' lines for good.
  const quotable = (current: QuoteDraft) => current.lines.filter((line) => priceOf(line.productId, line.unit));
  const onAdd = (candidate: LineCandidate) => {
    update((current) => ({ ...current, lines: addLine(quotable(current), candidate, newLineId()) }));
  };
  const onAddMany = (added: { productId: string; unit: string; quantity: number }[]) => {
    update((current) => ({ ...current, lines: added.reduce((all, line) => addLine(all, line, newLineId()), quotable(current)) }));
  };
  const onRemove = (lineId: string) => update((current) => ({ ...current, lines: removeLine(quotable(current), lineId) }));

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

      {data.data && savedId && <SavedConfirmation id={savedId} lang={lang} onNew={() => setSavedId(null)} />}

      {data.data && !savedId && (
        <Stack gap="lg">
          <LinePicker products={data.data.products} lines={lines} lang={lang} member={member} onAdd={onAdd} onAddMany={onAddMany} initialSlug={typeof router.query.product === 'string' ? router.query.product : null} />

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

          <DeliveryDetails
            lang={lang}
            draft={draft}
            update={update}
            estimatedMiles={known?.miles ?? null}
            zipReady={zipReady}
            raisedToEstimate={miles.raisedToEstimate ? miles.miles : null}
            dateIssue={dateIssue}
            areaName={known?.area?.name ?? null}
            problem={problem}
            belowMinimumCents={quote.belowMinimumCents}
            minimumOrderCents={known?.area?.minimumOrderCents ?? null}
            smallOrderFee={data.data.rules.smallOrderFeeCents !== null}
            earliestDate={earliestDate}
            onMilesNotWhole={setMilesNotWhole}
          />
          {hasSod && (
            <Checkbox
              label={t('calculator.installation')}
              description={t('calculator.installationHint')}
              checked={draft.installation}
              onChange={(event) => {
                const installation = event.currentTarget.checked;
                update((current) => ({ ...current, installation }));
              }}
            />
          )}
          <QuoteSummary quote={quote} lang={lang} validDays={data.data.rules.validDays} feeOpen={feeOpen} installation={hasSod && draft.installation} />

          <Divider />
          {session.data && (
            <TextInput
              type="tel"
              autoComplete="tel"
              maxLength={20}
              maw={320}
              label={t('calculator.phone')}
              description={t('calculator.phoneHelp')}
              value={phone}
              error={phoneError}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                setPhoneError(null);
              }}
            />
          )}
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" maw={520}>
              {t('calculator.estimate')} {session.data === null && t('calculator.signInToSave')}
            </Text>
            <Button size="md" onClick={() => void onSave()} loading={save.isPending} disabled={!restored || saveNeeds !== null || !requestedDate} aria-describedby={saveNeeds ? saveHintId : undefined}>
              {t('calculator.save')}
            </Button>
          </Group>
          {saveNeeds && (
            <Text size="sm" ta="right" id={saveHintId} data-testid="save-needs">
              {t(`calculator.saveNeeds.${saveNeeds}`)}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * After a save: the quote's number, links to it and to the list, and a way to start a new quote.
 * It takes the focus, so a keyboard or screen reader user hears that the quote was saved.
 */
function SavedConfirmation({ id, lang, onNew }: { id: string; lang: Lang; onNew: () => void }) {
  const { t } = useTranslation('quote');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert color="turf" role="status" ref={ref} tabIndex={-1} title={t('calculator.savedHeading', { id: quoteNumber(id) })} data-testid="quote-saved">
      <Text size="sm">{t('calculator.savedBody')}</Text>
      <Group mt="md" gap="sm">
        <Button onClick={onNew}>{t('calculator.startNew')}</Button>
        <Button component={Link} prefetch={false} href={pathFor(lang, 'accountQuote', { quote: id })} locale={false} variant="light">
          {t('calculator.viewThis')}
        </Button>
        <Anchor component={Link} prefetch={false} href={pathFor(lang, 'account')} locale={false} size="sm">
          {t('calculator.viewSaved')}
        </Anchor>
      </Group>
    </Alert>
  );
}

/** QuoteCalculator, with the API context it calls. */
export const QuoteCalculator = withApi(QuoteCalculatorBody);
