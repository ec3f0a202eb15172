// To a customer staff made a quote for on the phone (issue 22), in the quote's language: the
// total, how long the prices hold, and the link to view and accept it (made when sent).
import { Button, Heading, Text } from '@react-email/components';
import { translate } from '@/i18n/translate';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents } from '@/lib/format';
import { emailBusiness, formatReceived } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';

export const draft: TemplateDraft<'quote-link'> = (lang, quote) => {
  const facts = emailBusiness();
  const values = { number: quoteNumber(quote.quoteId), total: formatCents(quote.totalCents, lang), until: formatReceived(quote.validUntil, lang), phone: facts.phone, business: facts.name };
  const t = (key: string) => translate(lang, `orders:quoteEmail.${key}`, values);
  const element = (
    <EmailLayout lang={lang} preview={t('subject')}>
      <Heading as="h2">{t('subject')}</Heading>
      <Text>{translate(lang, 'orders:email.greeting', { name: quote.name })}</Text>
      <Text>{t('body')}</Text>
      {quote.url && (
        <Button href={quote.url} style={{ backgroundColor: '#2f6b2f', color: '#ffffff', padding: '10px 18px', borderRadius: '6px' }}>
          {t('view')}
        </Button>
      )}
      {quote.url && <Text style={{ fontSize: '12px' }}>{translate(lang, 'orders:email.linkNote')}</Text>}
      {facts.phone && <Text>{t('questions')}</Text>}
      <Text>{translate(lang, 'orders:email.signature', values)}</Text>
    </EmailLayout>
  );
  return { subject: t('subject'), element };
};

export const render = rendererOf(draft);
