// To the company after a member-pricing application.
import { translate } from '@/i18n/translate';
import type { TemplateRenderer } from './registry';
import { emailBusiness } from './business-facts';
import { EmailLayout, renderBoth } from './email-layout';
import { ReplyPromise } from './lead-confirmation';

export const render: TemplateRenderer<'membership-confirmation'> = async (lang, { companyName }) => {
  const facts = emailBusiness();
  const values = { business: facts.name, hours: facts.replyWithinHours };
  const body = translate(lang, 'leads:email.membershipConfirmation.body', values);
  const { html, text } = await renderBoth(
    <EmailLayout lang={lang} preview={translate(lang, 'leads:email.membershipConfirmation.preview', values)}>
      <ReplyPromise lang={lang} greetingName={companyName} body={body} />
    </EmailLayout>,
  );
  return { subject: translate(lang, 'leads:email.membershipConfirmation.subject', values), html, text };
};
