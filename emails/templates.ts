// The renderer of every template, by name (the worker looks them up here).
import type { Lang } from '@/i18n/languages';
import type { RenderedEmail, TemplateName, TemplatePayloads, TemplateRenderer } from './registry';
import { render as leadConfirmation } from './lead-confirmation';
import { render as leadNotification } from './lead-notification';
import { render as membershipConfirmation } from './membership-confirmation';
import { render as membershipNotification } from './membership-notification';
import { render as accountConfirmation } from './account-confirmation';
import { render as passwordReset } from './password-reset';
import { render as orderStatus } from './order-status';
import { render as emailChange } from './email-change';
import { render as emailChangeRequested } from './email-change-requested';
import { render as passwordDropped } from './password-dropped';
import { render as signInChanged } from './sign-in-changed';
import { render as membershipDecision } from './membership-decision';
import { render as quoteLink } from './quote-link';
import { render as signInLink } from './sign-in-link';
import { render as quoteSaved } from './quote-saved';
import { render as quoteNotification } from './quote-notification';
import { render as orderDocument } from './order-document';

const templates: { [T in TemplateName]: TemplateRenderer<T> } = {
  'lead-confirmation': leadConfirmation,
  'lead-notification': leadNotification,
  'membership-confirmation': membershipConfirmation,
  'membership-notification': membershipNotification,
  'account-confirmation': accountConfirmation,
  'password-reset': passwordReset,
  'order-status': orderStatus,
  'email-change': emailChange,
  'email-change-requested': emailChangeRequested,
  'password-dropped': passwordDropped,
  'sign-in-changed': signInChanged,
  'membership-decision': membershipDecision,
  'quote-link': quoteLink,
  'sign-in-link': signInLink,
  'quote-saved': quoteSaved,
  'quote-notification': quoteNotification,
  'order-document': orderDocument,
};

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

/** Renders a stored outbox row's template; an unknown name is an error the worker records. */
export async function renderTemplate(name: string, lang: Lang, payload: unknown): Promise<RenderedEmail> {
  if (!isTemplateName(name)) throw new Error(`Unknown e-mail template "${name}"`);
  const renderer = templates[name] as TemplateRenderer<TemplateName>;
  return renderer(lang, payload as TemplatePayloads[TemplateName]);
}
