// Every e-mail the site sends, by template name. Each template renders subject, HTML and plain
// text in the language stored with the outbox row.
import type { Lang } from '@/i18n/languages';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The data each template needs (stored as the outbox row's payload). */
export interface TemplatePayloads {
  'lead-confirmation': { leadId: string; name: string };
  'lead-notification': { leadId: string };
  'membership-confirmation': { applicationId: string; companyName: string };
  'membership-notification': { applicationId: string };
  'account-confirmation': { name: string | null; url: string };
  'password-reset': { name: string | null; url: string };
}

export type TemplateName = keyof TemplatePayloads;

export type TemplateRenderer<T extends TemplateName> = (lang: Lang, payload: TemplatePayloads[T]) => Promise<RenderedEmail>;
