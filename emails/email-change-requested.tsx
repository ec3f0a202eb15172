// Sent to the address an account has, the moment someone asks to move it to another (issue 42):
// the new address partly hidden, and a single-use link that stops the change.
import { rendererOf, type TemplateDraft } from './email-layout';
import { accountLinkDraft } from './account-link-email';

export const draft: TemplateDraft<'email-change-requested'> = (lang, { name, url, newEmail }) =>
  accountLinkDraft(lang, 'security:email.changeRequested', name, url, { newEmail });

export const render = rendererOf(draft);
