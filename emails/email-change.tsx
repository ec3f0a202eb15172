// Sent to the new address when someone asks to sign in with it instead: the single-use link that
// makes the change (nothing changes until it is opened).
import { rendererOf, type TemplateDraft } from './email-layout';
import { accountLinkDraft } from './account-link-email';

export const draft: TemplateDraft<'email-change'> = (lang, { name, url }) => accountLinkDraft(lang, 'security:email.changeEmail', name, url);

export const render = rendererOf(draft);
