// To the applicant: staff's decision on their member-pricing application, in the application's
// language. An approval says how to sign in (or create the account with the same e-mail) to see
// and get member prices.
import { Button, Link, Section, Text } from '@react-email/components';
import { env } from '@/config/env.mjs';
import { pathFor } from '@/routing/routes';
import { basisPointsAsPercent } from '@/domain/member-pricing';
import { translate } from '@/i18n/translate';
import { emailBusiness } from './business-facts';
import { EmailLayout, rendererOf, type TemplateDraft } from './email-layout';

const button = { backgroundColor: '#2f6b2f', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 'bold', textDecoration: 'none' };

export const draft: TemplateDraft<'membership-decision'> = (lang, payload) => {
  const facts = emailBusiness();
  const kind = payload.decision.toLowerCase();
  const values = { business: facts.name, company: payload.companyName, email: payload.email, phone: facts.phone, percent: basisPointsAsPercent(payload.discountBasisPoints ?? 0) };
  const t = (key: string) => translate(lang, `members:email.${key}`, values);
  const site = env.SITE_URL.replace(/\/$/, '');
  const signInUrl = `${site}${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(pathFor(lang, 'quote'))}`;
  const approved = payload.decision === 'APPROVED';
  const element = (
    <EmailLayout lang={lang} preview={t(`${kind}.preview`)}>
      <Text>{t('greeting')}</Text>
      <Text>{t(`${kind}.body`)}</Text>
      {approved && (
        <>
          <Text>{t(payload.hasAccount ? 'approved.signIn' : 'approved.createAccount')}</Text>
          <Section style={{ margin: '24px 0' }}>
            <Button href={signInUrl} style={button}>
              {t(payload.hasAccount ? 'approved.signInButton' : 'approved.createAccountButton')}
            </Button>
          </Section>
          <Text>
            <Link href={signInUrl}>{signInUrl}</Link>
          </Text>
        </>
      )}
      <Text>{t(facts.phone ? 'questions' : 'questionsNoPhone')}</Text>
      <Text>{t('signature')}</Text>
    </EmailLayout>
  );
  return { subject: t(`${kind}.subject`), element };
};

export const render = rendererOf(draft);
