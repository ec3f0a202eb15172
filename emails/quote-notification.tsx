// To the business inbox when a customer saves a quote (issue 25), in the staff's language: who
// (name, e-mail, phone if we have one, ZIP), what (items, total) and a link to it in /admin.
import { Button, Heading, Text } from '@react-email/components';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents } from '@/lib/format';
import { translate } from '@/i18n/translate';
import { adminUrl, formatReceived } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';
import { FieldTable } from './field-table';

export const draft: TemplateDraft<'quote-notification'> = (lang, quote) => {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `quote:email.notification.${key}`, values);
  const language = translate(lang, `leads:email.languages.${quote.language}`);
  const name = quote.name || t('noName');
  const total = formatCents(quote.totalCents, lang);
  const rows = [
    { label: t('fields.name'), value: name },
    { label: t('fields.phone'), value: quote.phone ?? t('phoneUnknown') },
    { label: t('fields.email'), value: quote.email },
    { label: t('fields.zip'), value: quote.zip ?? '-' },
    { label: t('fields.fulfilment'), value: t(quote.fulfilment === 'PICKUP' ? 'pickup' : 'delivery') },
    { label: t('fields.items'), value: String(quote.lineCount) },
    ...(quote.installation ? [{ label: t('fields.installation'), value: t('installationAsked') }] : []),
    { label: t('fields.total'), value: total },
    { label: t('fields.language'), value: language },
    { label: t('fields.saved'), value: formatReceived(quote.createdAt, lang) },
  ];
  const subject = t('subject', { number: quoteNumber(quote.quoteId), name, total });
  const element = (
    <EmailLayout lang={lang} preview={subject}>
      <Heading as="h2">{t('heading')}</Heading>
      <Text>{t('intro', { language })}</Text>
      <FieldTable rows={rows} />
      <Button href={adminUrl(`quotes/${quote.quoteId}`)} style={{ backgroundColor: '#2f6b2f', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        {t('open')}
      </Button>
    </EmailLayout>
  );
  return { subject, element, replyTo: quote.email };
};

export const render = rendererOf(draft);
