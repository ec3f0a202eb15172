// To the customer when staff move a day's deliveries to another date (the rain day, issue 46), in
// the quote's language: the old and new date, the time window kept, why, until when the order can
// still be cancelled online under the usual rule, and the link to the order (made when sent,
// src/server/email/quote-link-emails.ts), where they cancel.
import { Button, Heading, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { quoteNumber } from '@/domain/quote-number';
import { formatIsoDate } from '@/lib/format-local';
import { formatTimeWindow } from '@/lib/format';
import { emailBusiness, formatReceived } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';

export const draft: TemplateDraft<'order-moved'> = (lang: Lang, order) => {
  const facts = emailBusiness();
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `orders:rainDay.email.${key}`, values);
  const values = {
    number: quoteNumber(order.quoteId),
    fromDate: formatIsoDate(order.fromDate, lang),
    date: formatIsoDate(order.deliveryDate, lang),
    window: order.windowStart !== null && order.windowEnd !== null ? formatTimeWindow(order.windowStart, order.windowEnd, lang) : '',
    deadline: order.cancelUntil ? formatReceived(order.cancelUntil, lang) : '',
    phone: facts.phone,
    business: facts.name,
  };
  const cancel = `${order.cancelUntil ? 'cancelUntil' : 'cancelCall'}${facts.phone ? '' : 'NoPhone'}`;
  const element = (
    <EmailLayout lang={lang} preview={t('subject', values)}>
      <Heading as="h2">{t('subject', values)}</Heading>
      <Text>{order.name ? translate(lang, 'orders:email.greeting', { name: order.name }) : translate(lang, 'orders:email.greetingNoName')}</Text>
      <Text>{t(order.reason ? 'body' : 'bodyRain', values)}</Text>
      {order.reason && <Text>{translate(lang, 'orders:email.reason', { reason: order.reason })}</Text>}
      <Text>{t(values.window ? 'window' : 'noWindow', values)}</Text>
      <Text>{t(cancel, values)}</Text>
      {order.url && (
        <Button href={order.url} style={{ backgroundColor: '#2f6b2f', color: '#ffffff', padding: '10px 18px', borderRadius: '6px' }}>
          {translate(lang, 'orders:email.viewOrder')}
        </Button>
      )}
      {order.url && <Text style={{ fontSize: '12px' }}>{translate(lang, 'orders:email.linkNote')}</Text>}
      <Text>{translate(lang, 'orders:email.signature', values)}</Text>
    </EmailLayout>
  );
  return { subject: t('subject', values), element };
};

export const render = rendererOf(draft);
