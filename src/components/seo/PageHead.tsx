import Head from 'next/head';
import { useBusiness } from '@/components/layout/business';
import { alternatesFor, pathFor } from '@/routing/routes';
import type { PageMeta } from '@/lib/page-data';
import type { Lang } from '@/i18n/languages';
import { scriptJson } from '@/lib/script-json';

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a page. */
export function PageHead({ meta, lang }: { meta: PageMeta; lang: Lang }) {
  const business = useBusiness();
  const absolute = (path: string) => new URL(path, business.siteUrl).toString();
  const { id, params } = meta.canonical;
  const canonical = absolute(pathFor(lang, id, params));
  const alternates = alternatesFor(id, params);
  const title = `${meta.title} | ${business.name}`;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={canonical} />}
      {/* Alternates even on noindex pages: they tell browsers and crawlers the other language's twin. */}
      {Object.entries(alternates).map(([l, path]) => (
        <link key={l} rel="alternate" hrefLang={l} href={absolute(path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(alternates.en)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={lang === 'es' ? 'es_US' : 'en_US'} />
      {meta.image && <meta property="og:image" content={absolute(meta.image)} />}
      {meta.structuredData?.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(item) }}
        />
      ))}
    </Head>
  );
}
