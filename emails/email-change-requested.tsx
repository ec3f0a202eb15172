// Sent to the address an account has, the moment someone asks to move it to another (issue 42):
// the new address partly hidden, and a single-use link that stops the change.
import type { TemplateRenderer } from './registry';
import { renderAccountLinkEmail } from './account-link-email';

export const render: TemplateRenderer<'email-change-requested'> = (lang, { name, url, newEmail }) =>
  renderAccountLinkEmail(lang, 'security:email.changeRequested', name, url, { newEmail });
