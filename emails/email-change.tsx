// Sent to the new address when someone asks to sign in with it instead: the single-use link that
// makes the change (nothing changes until it is opened).
import type { TemplateRenderer } from './registry';
import { renderAccountLinkEmail } from './account-link-email';

export const render: TemplateRenderer<'email-change'> = (lang, { name, url }) => renderAccountLinkEmail(lang, 'security:email.changeEmail', name, url);
