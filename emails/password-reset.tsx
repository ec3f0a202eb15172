// Sent when someone asks to reset a password: the single-use link to set a new one.
import type { TemplateRenderer } from './registry';
import { renderAccountLinkEmail } from './account-link-email';

export const render: TemplateRenderer<'password-reset'> = (lang, { name, url }) => renderAccountLinkEmail(lang, 'auth:email.reset', name, url);
