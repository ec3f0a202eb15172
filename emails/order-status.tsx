// To the customer at every change of their order (issue 22), in the quote's language: accepted
// (with the deposit due now, if any), scheduled with date and window, out for delivery (with the window), delivered, cancelled. The
// driver's reports (issue 46) add who received a delivery and its photo (attached when sent,
// src/server/email/delivery-photo.ts), or say why it could not be made, that we will call to
// reschedule, and the return-trip fee. The link to the quote is made by the outbox worker when it
// sends (src/server/email/quote-link-emails.ts).
import { Button, Heading, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { quoteNumber } from '@/domain/quote-number';
import { formatIsoDate } from '@/lib/format-local';
import { formatCents, formatTimeWindow } from '@/lib/format';
import { emailBusiness } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';
import type { DeliveryReport } from './registry';

type T = (key: string, values?: Record<string, string | number>) => string;

/** The lines about what the driver reported. */
function DeliveryLines({ report, t, lang, phone }: { report: DeliveryReport; t: T; lang: Lang; phone: string }) {
  if (report.outcome === 'DELIVERED') {
    return (
      <>
        {report.receivedBy ? <Text>{t('receivedBy', { name: report.receivedBy })}</Text> : report.leftOnSite && <Text>{t('leftOnSite')}</Text>}
        {report.photo && <Text>{t('deliveredPhoto')}</Text>}
      </>
    );
  }
  return (
    <>
      <Text>{t('notDelivered.reason', { reason: translate(lang, `orders:driverActions.reason.${report.reason}`) })}</Text>
      {report.feeCents > 0 && <Text>{t('notDelivered.fee', { amount: formatCents(report.feeCents, lang) })}</Text>}
      <Text>{phone ? t('notDelivered.rescheduleCall', { phone }) : t('notDelivered.reschedule')}</Text>
    </>
  );
}

export const draft: TemplateDraft<'order-status'> = (lang: Lang, order) => {
  const facts = emailBusiness();
  const t: T = (key, values = {}) => translate(lang, `orders:email.${key}`, values);
  const values = {
    number: quoteNumber(order.quoteId),
    date: formatIsoDate(order.deliveryDate, lang),
    window: order.windowStart !== null && order.windowEnd !== null ? formatTimeWindow(order.windowStart, order.windowEnd, lang) : '',
    phone: facts.phone,
    business: facts.name,
  };
  const kind = order.fulfilment === 'PICKUP' ? 'pickup' : 'delivery';
  const notDelivered = order.delivery?.outcome === 'NOT_DELIVERED';
  const subject = notDelivered ? t('notDelivered.subject', values) : t(`subject.${order.status}`, values);
  const open = !notDelivered && (order.status === 'ACCEPTED' || order.status === 'SCHEDULED');
  const element = (
    <EmailLayout lang={lang} preview={subject}>
      <Heading as="h2">{subject}</Heading>
      <Text>{order.name ? t('greeting', { name: order.name }) : t('greetingNoName')}</Text>
      <Text>{notDelivered ? t('notDelivered.body') : t(`body.${order.status}.${kind}`, values)}</Text>
      {order.status === 'ACCEPTED' && order.depositDueCents ? (
        <Text>{t(facts.phone ? 'depositDue' : 'depositDueNoPhone', { ...values, amount: formatCents(order.depositDueCents, lang) })}</Text>
      ) : null}
      {order.status === 'OUT_FOR_DELIVERY' && kind === 'delivery' && values.window && <Text>{t('onTheWayWindow', values)}</Text>}
      {order.delivery && <DeliveryLines report={order.delivery} t={t} lang={lang} phone={facts.phone} />}
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
  return { subject, element };
};

export const render = rendererOf(draft);
