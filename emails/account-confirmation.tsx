// Sent after sign-up, in the visitor's language: the single-use link that confirms the account.
import { rendererOf, type TemplateDraft } from './email-layout';
import { accountLinkDraft } from './account-link-email';

export const draft: TemplateDraft<'account-confirmation'> = (lang, { name, url }) => accountLinkDraft(lang, 'auth:email.confirm', name, url);

export const render = rendererOf(draft);
