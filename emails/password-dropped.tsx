// Sent when a sign-in link completed an unconfirmed sign-up (issue 42): whoever signed up may not
// hold the address, so the password given then was removed and every session ended. The button
// opens the forgotten-password form, where the holder sets a password of their own.
import { rendererOf, type TemplateDraft } from './email-layout';
import { accountLinkDraft } from './account-link-email';

export const draft: TemplateDraft<'password-dropped'> = (lang, { name, url }) => accountLinkDraft(lang, 'security:email.passwordDropped', name, url);

export const render = rendererOf(draft);
