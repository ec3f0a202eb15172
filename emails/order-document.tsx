// A numbered receipt or invoice (issue 45), to the customer in the quote's language, with the
// document's PDF attached by the outbox worker when it sends (src/server/email/document-attachments.ts).
import { Heading, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents } from '@/lib/format';
import { emailBusiness } from './business-facts';
import { EmailLayout, emailStyles, rendererOf, type TemplateDraft } from './email-layout';

export const draft: TemplateDraft<'order-document'> = (lang: Lang, document) => {
  const facts = emailBusiness();
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `documents:email.${key}`, values);
  const money = (cents: number) => formatCents(cents, lang);
  const order = quoteNumber(document.quoteId);
  const subject = t(`subject.${document.kind}`, { number: document.number, business: facts.name });
  const balance =
    document.balanceCents > 0 ? t('balance', { amount: money(document.balanceCents) }) : document.balanceCents < 0 ? t('owedBack', { amount: money(-document.balanceCents) }) : t('paidInFull');
  const element = (
    <EmailLayout lang={lang} preview={subject}>
      <Heading as="h2">{subject}</Heading>
      <Text>{document.name ? t('greeting', { name: document.name }) : t('greetingNoName')}</Text>
      <Text>{document.entry ? t(`entry.${document.entry.kind}`, { amount: money(document.entry.amountCents), order }) : t('delivered', { order })}</Text>
      <Text>{t(`attached.${document.kind}`, { number: document.number, total: money(document.totalCents), paid: money(document.paidCents) })}</Text>
      <Text>{balance}</Text>
      {document.hasAccount && <Text style={emailStyles.small}>{t('account')}</Text>}
      <Text>{facts.phone ? t('questions', { phone: facts.phone }) : t('questionsNoPhone')}</Text>
      <Text>{translate(lang, 'orders:email.signature', { business: facts.name })}</Text>
    </EmailLayout>
  );
  return { subject, element };
};

export const render = rendererOf(draft);
