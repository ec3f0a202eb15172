// Temporary plain rendering; the accounts work replaces it with a react-email template.
import type { TemplateRenderer } from './registry';

export const render: TemplateRenderer<'password-reset'> = async (lang, { name, url }) => ({
  subject: lang === 'es' ? 'Confirme su cuenta' : 'Confirm your account',
  text: `${name ?? ''}\n\n${url}`,
  html: `<p>${url}</p>`,
});
