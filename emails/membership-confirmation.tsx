// To the company after a member-pricing application.
import { translate } from '@/i18n/translate';
import { emailBusiness } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';
import { ReplyPromise } from './lead-confirmation';

export const draft: TemplateDraft<'membership-confirmation'> = (lang, { companyName }) => {
  const facts = emailBusiness();
  const values = { business: facts.name, hours: facts.replyWithinHours };
  const body = translate(lang, 'leads:email.membershipConfirmation.body', values);
  const element = (
    <EmailLayout lang={lang} preview={translate(lang, 'leads:email.membershipConfirmation.preview', values)}>
      <ReplyPromise lang={lang} greetingName={companyName} body={body} />
    </EmailLayout>
  );
  return { subject: translate(lang, 'leads:email.membershipConfirmation.subject', values), element };
};

export const render = rendererOf(draft);
