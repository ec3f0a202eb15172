// Sent when a customer asks to sign in by e-mail, in the language of the page they asked from: the
// single-use link (15 minutes) to the auth page, which signs them in on a click.
import { rendererOf, type TemplateDraft } from './email-layout';
import { accountLinkDraft } from './account-link-email';

export const draft: TemplateDraft<'sign-in-link'> = (lang, { name, url }) => accountLinkDraft(lang, 'security:email.signInLink', name, url);

export const render = rendererOf(draft);
