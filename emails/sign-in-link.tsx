// Sent when a customer asks to sign in by e-mail, in the language of the page they asked from: the
// single-use link (15 minutes) to the auth page, which signs them in on a click.
import type { TemplateRenderer } from './registry';
import { renderAccountLinkEmail } from './account-link-email';

export const render: TemplateRenderer<'sign-in-link'> = (lang, { name, url }) => renderAccountLinkEmail(lang, 'security:email.signInLink', name, url);
