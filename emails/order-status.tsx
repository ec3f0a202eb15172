// To the customer at every change of their order (issue 22), in the quote's language: accepted,
// scheduled with date and window, out for delivery, delivered, cancelled. The link to the quote
// is made by the outbox worker when it sends (src/server/email/quote-link-emails.ts).
import { Button, Heading, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { quoteNumber } from '@/domain/quote-number';
import { formatIsoDate } from '@/lib/format-local';
import { formatTimeWindow } from '@/lib/format';
import { emailBusiness } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';

export const draft: TemplateDraft<'order-status'> = (lang: Lang, order) => {
  const facts = emailBusiness();
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `orders:email.${key}`, values);
  const values = {
    number: quoteNumber(order.quoteId),
    date: formatIsoDate(order.deliveryDate, lang),
    window: order.windowStart !== null && order.windowEnd !== null ? formatTimeWindow(order.windowStart, order.windowEnd, lang) : '',
    phone: facts.phone,
    business: facts.name,
  };
  const kind = order.fulfilment === 'PICKUP' ? 'pickup' : 'delivery';
  const open = order.status === 'ACCEPTED' || order.status === 'SCHEDULED';
  const element = (
    <EmailLayout lang={lang} preview={t(`subject.${order.status}`, values)}>
      <Heading as="h2">{t(`subject.${order.status}`, values)}</Heading>
      <Text>{order.name ? t('greeting', { name: order.name }) : t('greetingNoName')}</Text>
      <Text>{t(`body.${order.status}.${kind}`, values)}</Text>
      {order.status === 'CANCELLED' && order.reason && <Text>{t('reason', { reason: order.reason })}</Text>}
      {open && <Text>{t(facts.phone ? 'cancelRule' : 'cancelRuleNoPhone', values)}</Text>}
      {order.url && (
        <Button href={order.url} style={{ backgroundColor: '#2f6b2f', color: '#ffffff', padding: '10px 18px', borderRadius: '6px' }}>
          {t('viewOrder')}
        </Button>
      )}
      {order.url && <Text style={{ fontSize: '12px' }}>{t('linkNote')}</Text>}
      <Text>{t('signature', values)}</Text>
    </EmailLayout>
  );
  return { subject: t(`subject.${order.status}`, values), element };
};

export const render = rendererOf(draft);
