// A numbered receipt or invoice (issue 45), to the customer in the quote's language, with the
// document's PDF attached by the outbox worker when it sends (src/server/email/document-attachments.ts).
import { Heading, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents } from '@/lib/format';
import { emailBusiness } from './business-facts';
import { EmailLayout, emailStyles, rendererOf, type TemplateDraft } from './email-layout';
import type { OrderDocumentEmail } from './registry';

/**
 * The account's figures right after the document's event, each that applies, so they add up to
 * the balance: the total (not once cancelled: only return-trip fees are owed then), the pallet
 * deposit, return-trip fees, pallets credited back and what was paid (as the PDF lists them).
 */
function figures(document: OrderDocumentEmail): [string, number][] {
  const deposit = document.palletDepositCents ?? 0;
  const fee = document.returnTripFeeCents ?? 0;
  const credited = document.creditedCents ?? 0;
  const owesTotal = document.owedCents === undefined || document.owedCents === document.totalCents + deposit + fee;
  return [
    ...(owesTotal ? [['orderTotal', document.totalCents] as [string, number]] : []),
    ...(deposit > 0 ? [['palletDeposit', deposit] as [string, number]] : []),
    ...(fee > 0 ? [['returnTripFee', fee] as [string, number]] : []),
    ...(credited > 0 ? [['palletsCredited', -credited] as [string, number]] : []),
    ['paid', -document.paidCents],
  ];
}

export const draft: TemplateDraft<'order-document'> = (lang: Lang, document) => {
  const facts = emailBusiness();
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `documents:email.${key}`, values);
  const money = (cents: number) => formatCents(cents, lang);
  const pdf = (key: string) => (key === 'returnTripFee' ? translate(lang, 'orders:driverActions.returnTripFee') : translate(lang, `documents:pdf.${key}`));
  const order = quoteNumber(document.quoteId);
  const subject = t(`subject.${document.kind}`, { number: document.number, business: facts.name });
  const balance =
    document.balanceCents > 0 ? t('balance', { amount: money(document.balanceCents) }) : document.balanceCents < 0 ? t('owedBack', { amount: money(-document.balanceCents) }) : t('paidInFull');
  const element = (
    <EmailLayout lang={lang} preview={subject}>
      <Heading as="h2">{subject}</Heading>
      <Text>{document.name ? t('greeting', { name: document.name }) : t('greetingNoName')}</Text>
      <Text>{document.entry ? t(`entry.${document.entry.kind}`, { amount: money(document.entry.amountCents), order }) : t('delivered', { order })}</Text>
      <Text>{t(`attached.${document.kind}`, { number: document.number })}</Text>
      <Text>
        {figures(document).map(([label, cents]) => (
          <span key={label}>
            {pdf(label)}: {money(cents)}
            <br />
          </span>
        ))}
      </Text>
      <Text>{balance}</Text>
      {document.hasAccount && <Text style={emailStyles.small}>{t('account')}</Text>}
      <Text>{facts.phone ? t('questions', { phone: facts.phone }) : t('questionsNoPhone')}</Text>
      <Text>{translate(lang, 'orders:email.signature', { business: facts.name })}</Text>
    </EmailLayout>
  );
  return { subject, element };
};

export const render = rendererOf(draft);
