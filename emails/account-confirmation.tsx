// Sent after sign-up, in the visitor's language: the single-use link that confirms the account.
import type { TemplateRenderer } from './registry';
import { renderAccountLinkEmail } from './account-link-email';

export const render: TemplateRenderer<'account-confirmation'> = (lang, { name, url }) => renderAccountLinkEmail(lang, 'auth:email.confirm', name, url);
