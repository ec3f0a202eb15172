// Sent to the account holder after any change to how they sign in (password changed or reset,
// e-mail address changed — to the old address —, two-step verification on or off), in the
// account's language: what changed, and what to do if it was not them.
import { Button, Section, Text } from '@react-email/components';
import { translate } from '@/i18n/translate';
import { emailBusiness } from './business-facts';
import { EmailLayout, emailStyles, rendererOf, type TemplateDraft } from './email-layout';

const { button, small } = emailStyles;

export const draft: TemplateDraft<'sign-in-changed'> = (lang, { name, change, newEmail, resetUrl }) => {
  const facts = emailBusiness();
  const values = { business: facts.name, phone: facts.phone, newEmail: newEmail ?? '' };
  const t = (key: string) => translate(lang, `security:email.changed.${key}`, values);
  const greeting = name?.trim() ? translate(lang, 'auth:email.greeting', { name: name.trim() }) : translate(lang, 'auth:email.greetingNoName');
  const element = (
    <EmailLayout lang={lang} preview={t(`${change}.body`)}>
      <Text>{greeting}</Text>
      <Text>{t(`${change}.body`)}</Text>
      <Text>{t('ifYou')}</Text>
      <Text>{t(facts.phone ? 'ifNotYou' : 'ifNotYouNoPhone')}</Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={resetUrl} style={button}>
          {t('button')}
        </Button>
      </Section>
      <Text style={small}>{t('why')}</Text>
    </EmailLayout>
  );
  return { subject: t(`${change}.subject`), element };
};

export const render = rendererOf(draft);
