// To the business inbox: a new member-pricing application and a link to it in /admin.
import { Button, Heading, Text } from '@react-email/components';
import { translate } from '@/i18n/translate';
import type { ApplicationSnapshot } from './registry';
import { adminUrl, formatReceived } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';
import { FieldTable } from './field-table';

export const draft: TemplateDraft<'membership-notification'> = (lang, application: ApplicationSnapshot) => {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, `leads:email.${key}`, values);
  const language = t(`languages.${application.language ?? lang}`);
  const rows = [
    { label: t('fields.companyName'), value: application.companyName },
    { label: t('fields.phone'), value: application.phone },
    { label: t('fields.email'), value: application.email },
    { label: t('fields.language'), value: language },
    { label: t('fields.received'), value: formatReceived(application.createdAt, lang) },
  ];
  const link = adminUrl(`memberships/${application.applicationId}`);
  const subject = t('membershipNotification.subject', { company: application.companyName });
  const element = (
    <EmailLayout lang={lang} preview={subject}>
      <Heading as="h2">{t('membershipNotification.heading')}</Heading>
      <Text>{t('membershipNotification.intro', { language })}</Text>
      <FieldTable rows={rows} />
      <Button href={link} style={{ backgroundColor: '#2f6b2f', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        {t('membershipNotification.open')}
      </Button>
    </EmailLayout>
  );
  return { subject, element, replyTo: application.email };
};

export const render = rendererOf(draft);
