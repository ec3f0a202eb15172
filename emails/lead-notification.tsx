// To the business inbox: every field of a new lead and a link to it in /admin.
import { Button, Heading, Text } from '@react-email/components';
import { subjectLabel } from '@/domain/lead-schemas';
import { translate } from '@/i18n/translate';
import type { LeadSnapshot } from './registry';
import { adminUrl, formatReceived } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';
import { FieldTable } from './field-table';

export const draft: TemplateDraft<'lead-notification'> = (lang, lead: LeadSnapshot) => {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `leads:email.${key}`, values);
  const language = t(`languages.${lead.language ?? lang}`);
  const notGiven = t('notGiven');
  const rows = [
    { label: t('fields.name'), value: lead.name },
    { label: t('fields.email'), value: lead.email },
    { label: t('fields.phone'), value: lead.phone ?? notGiven },
    { label: t('fields.subject'), value: subjectLabel((key) => translate(lang, key), lead.subject) ?? notGiven },
    { label: t('fields.message'), value: lead.message },
    { label: t('fields.language'), value: language },
    { label: t('fields.source'), value: translate(lang, `leads:email.sources.${lead.sourcePage}`) },
    { label: t('fields.received'), value: formatReceived(lead.createdAt, lang) },
  ];
  const link = adminUrl(`leads/${lead.leadId}`);
  const element = (
    <EmailLayout lang={lang} preview={t('leadNotification.subject', { name: lead.name })}>
      <Heading as="h2">{t('leadNotification.heading')}</Heading>
      <Text>{t('leadNotification.intro', { language })}</Text>
      <FieldTable rows={rows} />
      <Button href={link} style={{ backgroundColor: '#2f6b2f', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        {t('leadNotification.open')}
      </Button>
    </EmailLayout>
  );
  return { subject: t('leadNotification.subject', { name: lead.name }), element, replyTo: lead.email };
};

export const render = rendererOf(draft);
