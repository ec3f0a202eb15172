// To the customer who saved a quote (issue 25), in the quote's language: every line, the fee,
// the tax and the total as saved, how long the prices hold, and a link to the quote's page in
// their account (they sign in to open it: the link carries no token).
import { Button, Column, Heading, Row, Section, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents, formatNumber } from '@/lib/format';
import { formatIsoDate } from '@/lib/format-local';
import { pathFor } from '@/routing/routes';
import { translate } from '@/i18n/translate';
import { emailBusiness, formatDay, siteUrl } from './business-facts';
import { EmailLayout, emailStyles, rendererOf, type TemplateDraft } from './email-layout';

/** The quote's page in the customer's account, absolute on SITE_URL. */
export function savedQuoteUrl(lang: Lang, quoteId: string): string {
  return siteUrl(pathFor(lang, 'accountQuote', { quote: quoteId }));
}

const amount = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const, verticalAlign: 'top' as const };

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const style = { margin: '2px 0', fontWeight: strong ? 'bold' : 'normal', fontSize: strong ? '16px' : '14px' };
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column style={amount}>
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

export const draft: TemplateDraft<'quote-saved'> = (lang, quote) => {
  const facts = emailBusiness();
  const money = (cents: number) => formatCents(cents, lang);
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `quote:${key}`, values);
  const number = quoteNumber(quote.quoteId);
  const subject = t('email.saved.subject', { number, business: facts.name });
  const url = savedQuoteUrl(lang, quote.quoteId);
  const rate = (quote.taxRateBasisPoints / 100).toLocaleString(lang === 'es' ? 'es-US' : 'en-US');
  const element = (
    <EmailLayout lang={lang} preview={subject}>
      <Heading as="h2">{t('email.saved.heading', { number })}</Heading>
      <Text>{quote.name ? t('email.saved.greeting', { name: quote.name }) : t('email.saved.greetingNoName')}</Text>
      <Text>{t('email.saved.intro')}</Text>
      <Section>
        {quote.lines.map((line, i) => (
          <Row key={i}>
            <Column>
              <Text style={{ margin: '4px 0 0', fontSize: '14px' }}>
                <strong>{line.productName}</strong>
                <br />
                {t('email.saved.line', { quantity: formatNumber(line.quantity, lang), unit: t(`units.${line.unit}`, { count: line.quantity }), price: money(line.unitPriceCents) })}
              </Text>
            </Column>
            <Column style={amount}>
              <Text style={{ margin: '4px 0 0', fontSize: '14px' }}>{money(line.lineTotalCents)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Section style={{ borderTop: '1px solid #d9e0d9', marginTop: '8px', paddingTop: '4px' }}>
        <Figure label={t('calculator.subtotal')} value={money(quote.subtotalCents)} />
        <Figure label={quote.fulfilment === 'PICKUP' ? t('calculator.pickupFee') : t('calculator.deliveryFee')} value={money(quote.deliveryFeeCents)} />
        {quote.smallOrderFeeCents > 0 && <Figure label={t('calculator.smallOrderFee')} value={money(quote.smallOrderFeeCents)} />}
        <Figure label={t('calculator.tax', { rate })} value={money(quote.taxCents)} />
        <Figure label={t('calculator.total')} value={money(quote.totalCents)} strong />
      </Section>
      {quote.requestedDate && (
        <Text>
          {t(quote.fulfilment === 'PICKUP' ? 'account.pickupOn' : 'account.deliveryOn', { date: formatIsoDate(quote.requestedDate, lang), zip: quote.zip ?? '' })}
        </Text>
      )}
      <Text>{t('account.validUntil', { date: formatDay(quote.validUntil, lang) })}</Text>
      <Button href={url} style={emailStyles.button}>
        {t('email.saved.view')}
      </Button>
      <Text style={emailStyles.small}>{t('email.saved.linkNote')}</Text>
      <Text style={emailStyles.small}>{t('account.estimate')}</Text>
      <Text>{facts.phone ? t('email.saved.questions', { phone: facts.phone }) : t('email.saved.questionsNoPhone')}</Text>
      <Text>{translate(lang, 'orders:email.signature', { business: facts.name })}</Text>
    </EmailLayout>
  );
  return { subject, element };
};

export const render = rendererOf(draft);
