// A quote for someone on the phone (issue 22): the caller's details, delivery terms and lines
// from the same catalogue and units as the calculator; a line's price may be set by hand with a
// reason, and for a delivery where to drop the load (no waiver: the customer accepts it by name
// when accepting). The server prices and stores it and e-mails the customer the link.
import Link from 'next/link';
import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { langFromLocale } from '@/i18n/languages';
import { quoteNumber } from '@/domain/quote-number';
import { unitShelfPrice } from '@/domain/units';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { notifyError } from '../notify';
import { Panel } from '../shared/Panel';
import { useKeepTypedBeforeHydration } from '../shared/keep-typed';
import { DropSiteFields, dropSiteToSend, emptyDropSite } from '@/features/orders/DropSiteFields';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { leadHoursFor } from '@/domain/quote-terms';
import { centsToInput } from '@/domain/admin-money';

interface LineDraft {
  productId: string | null;
  unit: string | null;
  quantity: string;
  /** Dollars typed by staff; empty: the price book's price. */
  price: string;
  reason: string;
}

const emptyLine: LineDraft = { productId: null, unit: null, quantity: '1', price: '', reason: '' };

/** "12.50" → 1250; anything else → NaN (the server refuses it with a message). */
const toCents = (dollars: string) => (/^\d+(\.\d{1,2})?$/.test(dollars.trim()) ? Math.round(Number(dollars.trim()) * 100) : Number.NaN);

/** Staff cannot accept the waiver for the caller: the name field is not sent. */
const withoutWaiver = ({ waiverName: _waiverName, ...site }: ReturnType<typeof dropSiteToSend>) => site;

export function CallerQuoteForm() {
  const { t } = useTranslation('orders');
  const { money, day } = useAdminFormat();
  const adminLang = langFromLocale(useRouter().locale);
  const data = trpc.catalogue.quoteData.useQuery();
  const [caller, setCaller] = useState({ name: '', phone: '', email: '', language: 'en' as 'en' | 'es', fulfilment: 'DELIVERY' as 'DELIVERY' | 'PICKUP', zip: '', date: '' });
  const [lines, setLines] = useState<LineDraft[]>([emptyLine]);
  const [dropSite, setDropSite] = useState(emptyDropSite);
  const create = trpc.admin.callerQuotes.create.useMutation({ onError: (error) => notifyError(t('caller.failed'), error) });
  const products = data.data?.products ?? [];
  // The earliest date the lines can be delivered (read once the catalogue is here, in the browser),
  // so staff on the phone offer it instead of trying dates one by one.
  const rules = data.data?.rules;
  const types = new Set(lines.flatMap((l) => products.find((p) => p.id === l.productId)?.unitType ?? []));
  const earliest = rules ? earliestDeliveryDate(new Date(), leadHoursFor(types.size ? types : ['GRASS', 'BULK'], rules), rules.schedule) : '';
  const setLine = (i: number, patch: Partial<LineDraft>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const form = useRef<HTMLFormElement>(null);
  // Typed before the page's JavaScript ran: kept, never overwritten when the catalogue arrives.
  useKeepTypedBeforeHydration(form, (typed) => {
    const known = Object.entries(typed).filter(([name]) => ['name', 'phone', 'email', 'zip', 'date'].includes(name));
    setCaller((c) => ({ ...c, ...Object.fromEntries(known) }));
  });
  const text = (name: 'name' | 'phone' | 'email' | 'zip' | 'date') => ({
    name,
    value: caller[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget once the event is handled, before the updater runs.
      const value = e.currentTarget.value;
      setCaller((c) => ({ ...c, [name]: value }));
    },
  });

  if (create.data) {
    return (
      <Alert color="green" role="status" data-testid="caller-quote-sent">
        <Text>{t(create.data.emailed ? 'caller.sent' : 'caller.saved', { number: quoteNumber(create.data.id), total: money(create.data.totalCents) })}</Text>
        <Group mt="sm">
          <Anchor component={Link} href={`/admin/quotes/${create.data.id}`}>
            {t('caller.openQuote')}
          </Anchor>
          <Button variant="light" size="compact-sm" onClick={() => create.reset()}>
            {t('caller.another')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <form
      ref={form}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({
          name: caller.name,
          phone: caller.phone,
          email: caller.email,
          language: caller.language,
          fulfilment: caller.fulfilment,
          zip: caller.fulfilment === 'DELIVERY' ? caller.zip : null,
          typedMiles: null,
          requestedDate: caller.date,
          ...(caller.fulfilment === 'DELIVERY' ? { dropSite: withoutWaiver(dropSiteToSend(dropSite)) } : {}),
          lines: lines.map((l) => ({
            productId: l.productId ?? '',
            unit: (l.unit ?? 'PALLET') as 'PALLET',
            quantity: Number(l.quantity),
            unitPriceCents: l.price.trim() === '' ? null : toCents(l.price),
            priceReason: l.reason,
          })),
        });
      }}
    >
      <Stack>
        <Panel title={t('caller.customer')}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput required label={t('caller.name')} {...text('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput required type="tel" label={t('accept.phone')} {...text('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput type="email" label={t('caller.email')} description={t('caller.emailHint')} {...text('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Radio.Group label={t('caller.language')} value={caller.language} onChange={(v) => setCaller((c) => ({ ...c, language: v === 'es' ? 'es' : 'en' }))}>
                <Group mt={4}>
                  <Radio value="en" label="English" />
                  <Radio value="es" label="Español" />
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Radio.Group label={t('caller.fulfilment')} value={caller.fulfilment} onChange={(v) => setCaller((c) => ({ ...c, fulfilment: v === 'PICKUP' ? 'PICKUP' : 'DELIVERY' }))}>
                <Group mt={4}>
                  <Radio value="DELIVERY" label={t('caller.delivery')} />
                  <Radio value="PICKUP" label={t('admin.pickup')} />
                </Group>
              </Radio.Group>
            </Grid.Col>
            {caller.fulfilment === 'DELIVERY' && (
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput required label={t('accept.zip')} inputMode="numeric" maxLength={5} {...text('zip')} />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput required type="date" label={t('accept.date')} description={earliest ? t('caller.earliest', { date: day(earliest) }) : undefined} min={earliest || undefined} {...text('date')} />
            </Grid.Col>
          </Grid>
        </Panel>
        {caller.fulfilment === 'DELIVERY' && (
          <Panel title={t('dropSite.shown.heading')}>
            <DropSiteFields lang={adminLang} values={dropSite} onChange={setDropSite} withWaiver={false} />
          </Panel>
        )}
        <Panel title={t('caller.lines')}>
          <Stack>
            {lines.map((line, i) => {
              const product = products.find((p) => p.id === line.productId);
              const unit = product?.units.find((u) => u.unit === line.unit);
              const shelf = product && unit && product.priceBook ? unitShelfPrice(product.priceBook, unit) : null;
              return (
                <Grid key={i} align="flex-end" data-testid={`caller-line-${i}`}>
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <Select
                      label={t('admin.item')}
                      searchable
                      allowDeselect={false}
                      data={products.map((p) => ({ value: p.id, label: adminLang === 'es' ? p.nameEs : p.nameEn }))}
                      value={line.productId}
                      onChange={(productId) => setLine(i, { productId, unit: products.find((p) => p.id === productId)?.units[0]?.unit ?? null })}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 2 }}>
                    <Select label={t('caller.unit')} allowDeselect={false} data={(product?.units ?? []).map((u) => ({ value: u.unit, label: t(`quote:units.${u.unit}`) }))} value={line.unit} onChange={(unitValue) => setLine(i, { unit: unitValue })} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 1 }}>
                    <TextInput label={t('admin.quantity')} inputMode="numeric" value={line.quantity} onChange={(e) => setLine(i, { quantity: e.currentTarget.value })} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 2 }}>
                    <TextInput label={t('caller.price')} description={shelf ? t('caller.bookPrice', { price: money(shelf.priceCents) }) : product ? t('caller.noBookPrice') : undefined} placeholder={shelf ? centsToInput(shelf.priceCents) : ''} inputMode="decimal" value={line.price} onChange={(e) => setLine(i, { price: e.currentTarget.value })} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 'auto', md: 'auto' }}>
                    <TextInput label={t('caller.reason')} disabled={line.price.trim() === ''} value={line.reason} onChange={(e) => setLine(i, { reason: e.currentTarget.value })} />
                  </Grid.Col>
                  {/* As wide as its word in either language, so it stays inside the card at every width. */}
                  <Grid.Col span={{ base: 12, xs: 'content' }}>
                    <Button
                      variant="subtle"
                      color="red"
                      disabled={lines.length === 1}
                      aria-label={`${t('caller.remove')}: ${t('caller.lineNumber', { n: i + 1 })}`}
                      onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                    >
                      {t('caller.remove')}
                    </Button>
                  </Grid.Col>
                </Grid>
              );
            })}
            <Group>
              <Button variant="light" onClick={() => setLines((all) => [...all, emptyLine])}>
                {t('caller.addLine')}
              </Button>
            </Group>
          </Stack>
        </Panel>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('caller.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
