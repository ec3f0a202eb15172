import { translate } from '@/server/i18n/translate';
import { FALLBACK_AREA_SLUG, areaDetails, findAreaDetail } from '@/content/area-details';
import { breadcrumbJsonLd, localBusinessJsonLd, type Crumb } from '@/lib/structured-data';
import type { AreaDetailData } from '@/lib/screen-data/areas';
import type { PageLoader } from '../definition';
import { getDb } from '@/server/db/client';
import { loadAreaCards } from '@/server/services/service-areas';
import { loadAreaShowcase } from '@/server/services/showcase';

/** An area page: /{lang}/areas/{slug}. An unknown slug falls back to The Woodlands (spec): it is sent there. */
export const loader: PageLoader = {
  staticParams: async () => areaDetails.map((a) => ({ area: a.slug })),
  load: async ({ lang, params, frame }) => {
    const detail = findAreaDetail(params.area ?? '');
    if (!detail) return { redirectTo: { id: 'areaDetail', params: { area: FALLBACK_AREA_SLUG } } };
    const areas = await loadAreaCards(getDb(), lang);
    const area = areas.find((a) => a.slug === detail.slug);
    const name = area?.name ?? detail.slug;
    const crumbs: Crumb[] = [
      { id: 'home', label: translate(lang, 'common:nav.home') },
      { id: 'areas', label: translate(lang, 'pages:areaDetail.areasCrumb') },
      { id: 'areaDetail', params: { area: detail.slug }, label: `${name}, ${detail.state}` },
    ];
    const data: AreaDetailData = {
      slug: detail.slug,
      name,
      state: detail.state,
      population: area?.population ?? null,
      founded: detail.founded,
      description: detail.description[lang],
      deliveryTime: area?.deliveryTime ?? '',
      demographics: detail.demographics,
      features: detail.features[lang],
      services: detail.services.map((s) => ({ title: s.title[lang], description: s.description[lang], priceFromCents: s.priceFromCents })),
      ...(await loadAreaShowcase(getDb(), detail.slug, lang)),
      faqs: detail.faqs.map((f) => ({ question: f.question[lang], answer: f.answer[lang] })),
      nearby: detail.nearby.flatMap((slug) => {
        const near = areas.find((a) => a.slug === slug);
        return near ? [{ slug, name: near.name }] : [];
      }),
      crumbs,
    };
    const values = { name, state: detail.state, delivery: data.deliveryTime };
    return {
      data,
      meta: {
        title: translate(lang, 'pages:areaDetail.metaTitle', values),
        description: translate(lang, 'pages:areaDetail.metaDescription', values),
        canonical: { id: 'areaDetail', params: { area: detail.slug } },
        structuredData: [breadcrumbJsonLd(lang, crumbs), localBusinessJsonLd(lang, frame)],
      },
    };
  },
};
