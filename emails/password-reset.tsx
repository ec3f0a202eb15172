// Sent when someone asks to reset a password: the single-use link to set a new one.
import { rendererOf, type TemplateDraft } from './email-layout';
import { accountLinkDraft } from './account-link-email';

export const draft: TemplateDraft<'password-reset'> = (lang, { name, url }) => accountLinkDraft(lang, 'auth:email.reset', name, url);

export const render = rendererOf(draft);
