// To the visitor after the contact form: we got it, we reply within 24 hours, phone and hours.
// It deliberately does not repeat their message, so the form cannot be used to send someone
// else arbitrary text from our address.
import { Heading, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { emailBusiness, openingHoursLines } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';

export function ReplyPromise({ lang, greetingName, body }: { lang: Lang; greetingName: string; body: string }) {
  const facts = emailBusiness();
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `leads:email.${key}`, values);
  return (
    <>
      <Text>{t('greeting', { name: greetingName })}</Text>
      <Text>{body}</Text>
      {facts.phone && <Text>{t('callUs', { phone: facts.phone })}</Text>}
      <Heading as="h3">{t('hoursTitle')}</Heading>
      <Text>
        {openingHoursLines(lang).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </Text>
      <Text>{t('signature', { business: facts.name })}</Text>
    </>
  );
}

export const draft: TemplateDraft<'lead-confirmation'> = (lang, { name }) => {
  const facts = emailBusiness();
  const values = { business: facts.name, hours: facts.replyWithinHours };
  const body = translate(lang, 'leads:email.leadConfirmation.body', values);
  const element = (
    <EmailLayout lang={lang} preview={translate(lang, 'leads:email.leadConfirmation.preview', values)}>
      <ReplyPromise lang={lang} greetingName={name} body={body} />
    </EmailLayout>
  );
  return { subject: translate(lang, 'leads:email.leadConfirmation.subject', values), element };
};

export const render = rendererOf(draft);
