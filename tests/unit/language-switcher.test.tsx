// The language switch as rendered: the same page in the other language, with a quote link's
// query once the router has it (the page's HTML, built without it, is matched first).
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';

const router = { locale: 'en', asPath: '/', isReady: true };
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string) => translate('en', `${ns}:${key}`) }),
}));

const otherLanguageHref = () => /href="([^"]*)"/.exec(renderToStaticMarkup(<MantineProvider><LanguageSwitcher /></MantineProvider>))?.[1]?.replaceAll('&amp;', '&');

describe('LanguageSwitcher', () => {
  beforeEach(() => Object.assign(router, { locale: 'en', asPath: '/', isReady: true }));

  it('keeps the quote and its token on a quote link’s page, both ways', () => {
    Object.assign(router, { asPath: '/quote-link?quote=7f1c&token=tk_9' });
    expect(otherLanguageHref()).toBe('/es/enlace-cotizacion?quote=7f1c&token=tk_9');
    Object.assign(router, { locale: 'es', asPath: '/enlace-cotizacion?quote=7f1c&token=tk_9' });
    expect(otherLanguageHref()).toBe('/en/quote-link?quote=7f1c&token=tk_9');
  });

  it('renders what the page’s HTML had until the router is ready, then adds the query', () => {
    Object.assign(router, { asPath: '/quote-link?quote=7f1c&token=tk_9', isReady: false });
    expect(otherLanguageHref()).toBe('/es/enlace-cotizacion');
  });

  it('leaves other pages’ queries behind', () => {
    Object.assign(router, { asPath: '/grass?utm_source=x' });
    expect(otherLanguageHref()).toBe('/es/pasto');
  });
});
