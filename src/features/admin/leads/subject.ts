import { subjectLabelKey } from '@/domain/lead-schemas';

/** A lead's subject as staff read it: a contact-form choice by its label, free text as typed. */
export function subjectText(t: (key: string) => string, subject: string | null | undefined): string | null {
  const key = subjectLabelKey(subject);
  return key ? t(key) : (subject ?? null);
}
