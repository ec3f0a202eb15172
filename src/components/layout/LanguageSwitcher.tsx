import Link from 'next/link';
import { useRouter } from 'next/router';
import { Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { languages, langFromLocale } from '@/i18n/languages';
import { translatePath } from '@/routing/routes';
import classes from './Header.module.css';

/** en | es: links to the same page in each language (see translatePath); the current one is not a link. */
export function LanguageSwitcher() {
  const router = useRouter();
  const { t } = useTranslation('common');
  const current = langFromLocale(router.locale);
  // The query (kept by pages that read it, such as a quote link's token) only once the router is
  // ready: the page's HTML was built without it, and the first render must match that HTML.
  const asPath = router.isReady ? router.asPath : router.asPath.split('?')[0]!;
  const path = `/${current}${asPath === '/' ? '' : asPath}`;
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('language.label')}>
      {languages.map((lang) =>
        lang === current ? (
          <span key={lang} className={classes.langCurrent} aria-current="true" lang={lang}>
            {lang.toUpperCase()}
          </span>
        ) : (
          <Link prefetch={false} key={lang} href={translatePath(path, lang)} locale={false} className={classes.langLink} hrefLang={lang} lang={lang}>
            <span aria-hidden>{lang.toUpperCase()}</span>
            <span className="visually-hidden">{t(`language.${lang}`)}</span>
          </Link>
        ),
      )}
    </Group>
  );
}
