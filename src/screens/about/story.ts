import type { BusinessFacts } from '@/domain/business-facts';

type Translate = (key: string, values: Record<string, unknown>) => string;

/** The story's first sentence: with the founder's name when it is set, told as "we" when not. */
export function storyOpening(translate: Translate, business: Pick<BusinessFacts, 'name' | 'founder' | 'foundedYear'>): string {
  const facts = { name: business.name, founder: business.founder ?? '', year: business.foundedYear };
  return translate(business.founder ? 'pages:about.story1' : 'pages:about.story1Unnamed', facts);
}
