import { LEGAL_LAST_UPDATED, termsSections, type LegalSection } from '@/content/legal';
import type { Lang } from '@/i18n/languages';
import type { LegalData } from '@/lib/screen-data/legal';
import type { PageLoader } from '../definition';

/** A legal text in one language (only that language is sent to the browser). */
export function localizeLegal(sections: LegalSection[], lastUpdated: string, lang: Lang): LegalData {
  return {
    lastUpdated,
    sections: sections.map((s) => ({ id: s.id, heading: s.heading[lang], paragraphs: s.paragraphs[lang], items: s.items?.[lang] ?? [] })),
  };
}

/** The terms of service. */
export const loader: PageLoader = {
  load: async ({ lang }) => ({ data: localizeLegal(termsSections, LEGAL_LAST_UPDATED, lang) }),
};
