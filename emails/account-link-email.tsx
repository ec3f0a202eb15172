// The body both account e-mails share: greeting, what the link does, the button, the same
// address as text (for clients that block buttons), how long it works, and what to do if the
// e-mail was not expected.
import { Button, Link, Section, Text } from '@react-email/components';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { emailBusiness } from './business-facts';
import { EmailLayout, emailStyles, type EmailDraft } from './email-layout';

const { button, small } = emailStyles;

/** The e-mail whose texts are under `texts` (auth:email.confirm, security:email.changeEmail…). */
export function accountLinkDraft(lang: Lang, texts: string, name: string | null, url: string, more: Record<string, string> = {}): EmailDraft {
  const values = { ...more, business: emailBusiness().name };
  const t = (key: string) => translate(lang, `${texts}.${key}`, values);
  const greeting = name?.trim() ? translate(lang, 'auth:email.greeting', { name: name.trim() }) : translate(lang, 'auth:email.greetingNoName');
  const element = (
    <EmailLayout lang={lang} preview={t('preview')}>
      <Text>{greeting}</Text>
      <Text>{t('body')}</Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={url} style={button}>
          {t('button')}
        </Button>
      </Section>
      <Text style={small}>
        {translate(lang, 'auth:email.linkFallback')}
        <br />
        <Link href={url}>{url}</Link>
      </Text>
      <Text style={small}>{t('expiry')}</Text>
      <Text style={small}>{t('ignore')}</Text>
    </EmailLayout>
  );
  return { subject: t('subject'), element };
}
