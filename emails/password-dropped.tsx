// Sent when a sign-in link completed an unconfirmed sign-up (issue 42): whoever signed up may not
// hold the address, so the password given then was removed and every session ended. The button
// opens the forgotten-password form, where the holder sets a password of their own.
import type { TemplateRenderer } from './registry';
import { renderAccountLinkEmail } from './account-link-email';

export const render: TemplateRenderer<'password-dropped'> = (lang, { name, url }) => renderAccountLinkEmail(lang, 'security:email.passwordDropped', name, url);
