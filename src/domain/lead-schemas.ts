// The contact and member-pricing forms' rules (spec section 5), shared by the browser and the
// API so both say exactly the same thing. Messages are translation keys in the `leads`
// namespace; the API's error formatter and the forms translate them.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';

/** The subject choices of the contact form, stored as these codes (labels: leads:subjects.*). */
export const contactSubjects = ['quote', 'delivery', 'products', 'support', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The translation key of a stored subject's label (`leads` namespace); null for free text. */
export function subjectLabelKey(subject: string | null | undefined): string | null {
  return subject && (contactSubjects as readonly string[]).includes(subject) ? `leads:subjects.${subject}` : null;
}

/** A stored subject as people read it: a contact-form choice by its label, free text as typed. */
export function subjectLabel(translate: (key: string) => string, subject: string | null | undefined): string | null {
  const key = subjectLabelKey(subject);
  return key ? translate(key) : (subject ?? null);
}

export const leadLimits = {
  name: 100,
  email: 255,
  phone: 20,
  subject: 200,
  message: 2000,
  companyName: 100,
  membershipPhoneMin: 10,
  /** "under 20" characters (spec section 5), so at most 19. */
  membershipPhoneMax: 19,
} as const;

/** Trimmed text that is optional: empty or missing becomes null. */
function optionalText(max: number, tooLongKey: string) {
  return text()
    .trim()
    .max(max, tooLongKey)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const contactFormSchema = z.object({
  name: text().trim().min(1, 'leads:validation.nameRequired').max(leadLimits.name, 'leads:validation.nameTooLong'),
  email: text()
    .trim()
    .email('leads:validation.emailInvalid')
    .max(leadLimits.email, 'leads:validation.emailTooLong'),
  phone: optionalText(leadLimits.phone, 'leads:validation.phoneTooLong'),
  subject: optionalText(leadLimits.subject, 'leads:validation.subjectTooLong'),
  message: text()
    .trim()
    .min(1, 'leads:validation.messageRequired')
    .max(leadLimits.message, 'leads:validation.messageTooLong'),
});

export const membershipFormSchema = z.object({
  companyName: text()
    .trim()
    .min(1, 'leads:validation.companyNameRequired')
    .max(leadLimits.companyName, 'leads:validation.companyNameTooLong'),
  phone: text()
    .trim()
    .min(leadLimits.membershipPhoneMin, 'leads:validation.membershipPhoneTooShort')
    .max(leadLimits.membershipPhoneMax, 'leads:validation.phoneTooLong')
    // "At least 10 digits", as the message says: letters or dashes alone are no number to call back.
    .refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= leadLimits.membershipPhoneMin, 'leads:validation.membershipPhoneTooShort'),
  email: text()
    .trim()
    .email('leads:validation.membershipEmailInvalid')
    .max(leadLimits.email, 'leads:validation.emailTooLong'),
});

/**
 * What the browser adds to every submission besides the visible fields: the honeypot (a field
 * people never see, so only bots fill it), how long the form was open before sending, and a key
 * that makes a retried or double-clicked submission count once.
 */
export const submissionMetaSchema = z.object({
  website: text().max(2000, 'leads:validation.invalidRequest').optional(),
  fillMs: z.number('leads:validation.invalidRequest').int('leads:validation.invalidRequest').optional(),
  idempotencyKey: text().uuid('leads:validation.invalidRequest').optional(),
});

export const contactInputSchema = contactFormSchema.extend(submissionMetaSchema.shape);
export const membershipInputSchema = membershipFormSchema.extend(submissionMetaSchema.shape);

/** What the form holds (before trimming); optional fields may be empty. */
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
export type MembershipFormValues = z.input<typeof membershipFormSchema>;
export type MembershipForm = z.output<typeof membershipFormSchema>;
export type ContactInput = z.output<typeof contactInputSchema>;
export type MembershipInput = z.output<typeof membershipInputSchema>;
