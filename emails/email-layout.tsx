// The frame every lead e-mail shares: preview line, body, signature and business details.
// React escapes every value, so text a visitor typed can never become markup in an e-mail.
import type { ReactElement, ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { render as renderEmail, plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { Lang } from '@/i18n/languages';
import type { RenderedEmail, TemplateName, TemplatePayloads, TemplateRenderer } from './registry';
import { emailBusiness } from './business-facts';

const styles = {
  body: { backgroundColor: '#f4f6f3', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2d1f' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px', borderRadius: '8px' },
  footer: { fontSize: '12px', color: '#5b6b5b', lineHeight: '18px' },
};

/** A call-to-action button and small print, as the account e-mails show them. */
export const emailStyles = {
  button: { backgroundColor: '#2f6b2f', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 'bold', textDecoration: 'none' },
  small: { fontSize: '13px', color: '#5b6b5b' },
};

export function EmailLayout({ lang, preview, children }: { lang: Lang; preview: string; children: ReactNode }) {
  const facts = emailBusiness();
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {children}
          <Hr />
          <Section>
            <Text style={styles.footer}>
              {/* A fact not set in the business settings is left out, with its line. */}
              {facts.name}
              {facts.address && (
                <>
                  <br />
                  {facts.address}
                </>
              )}
              {(facts.phone || facts.email) && <br />}
              {facts.phone && <span style={{ whiteSpace: 'nowrap' }}>{facts.phone}</span>}
              {facts.phone && facts.email && ' · '}
              {facts.email}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * React Email's HTML-to-text conversion (its `toPlainText`: the same options and selectors),
 * prepared once: `toPlainText` prepares it again for every e-mail, which cost more than the
 * conversion itself (a test checks both give the same text).
 */
export const htmlToPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * HTML and plain text of one e-mail. React renders it once: the text is converted from that HTML
 * (what `render(…, { plainText: true })` would do after rendering it a second time).
 */
export async function renderBoth(element: ReactNode): Promise<{ html: string; text: string }> {
  const html = await renderEmail(element);
  return { html, text: htmlToPlainText(html) };
}

/**
 * One e-mail before it is rendered: its subject and the React element of its body. Each template
 * exports its `draft`; the worker renders it (`render`, renderDraft) and `npm run email:dev` shows
 * the same element in react-email's preview server (emails/preview.tsx).
 */
export interface EmailDraft {
  subject: string;
  element: ReactElement;
  /** Where a reply goes, e.g. the visitor's address on a notification to the business. */
  replyTo?: string;
}

export type TemplateDraft<T extends TemplateName> = (lang: Lang, payload: TemplatePayloads[T]) => EmailDraft;

/** Subject, HTML and plain text of a draft. */
export async function renderDraft({ element, ...headers }: EmailDraft): Promise<RenderedEmail> {
  return { ...headers, ...(await renderBoth(element)) };
}

/** A template's renderer: its draft, rendered. */
export function rendererOf<T extends TemplateName>(draft: TemplateDraft<T>): TemplateRenderer<T> {
  return async (lang, payload) => renderDraft(draft(lang, payload));
}
