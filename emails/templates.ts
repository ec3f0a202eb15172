// Every template's draft, by name: the worker renders them (renderTemplate) and npm run email:dev
// shows them (emails/preview.tsx).
import type { Lang } from '@/i18n/languages';
import type { RenderedEmail, TemplateName, TemplatePayloads } from './registry';
import { renderDraft, type EmailDraft, type TemplateDraft } from './email-layout';
import { draft as leadConfirmation } from './lead-confirmation';
import { draft as leadNotification } from './lead-notification';
import { draft as membershipConfirmation } from './membership-confirmation';
import { draft as membershipNotification } from './membership-notification';
import { draft as accountConfirmation } from './account-confirmation';
import { draft as passwordReset } from './password-reset';
import { draft as orderStatus } from './order-status';
import { draft as emailChange } from './email-change';
import { draft as emailChangeRequested } from './email-change-requested';
import { draft as passwordDropped } from './password-dropped';
import { draft as signInChanged } from './sign-in-changed';
import { draft as membershipDecision } from './membership-decision';
import { draft as quoteLink } from './quote-link';
import { draft as signInLink } from './sign-in-link';
import { draft as quoteSaved } from './quote-saved';
import { draft as quoteNotification } from './quote-notification';
import { draft as orderDocument } from './order-document';
import { draft as orderMoved } from './order-moved';

const templates: { [T in TemplateName]: TemplateDraft<T> } = {
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
  'order-moved': orderMoved,
};

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

/** The name of every template. */
export const templateNames = Object.keys(templates) as TemplateName[];

/** A stored outbox row's e-mail before rendering: its subject and element; an unknown name throws. */
export function templateDraft(name: string, lang: Lang, payload: unknown): EmailDraft {
  if (!isTemplateName(name)) throw new Error(`Unknown e-mail template "${name}"`);
  const draft = templates[name] as TemplateDraft<TemplateName>;
  return draft(lang, payload as TemplatePayloads[TemplateName]);
}

/** Renders a stored outbox row's template; an unknown name is an error the worker records. */
export async function renderTemplate(name: string, lang: Lang, payload: unknown): Promise<RenderedEmail> {
  return renderDraft(templateDraft(name, lang, payload));
}
