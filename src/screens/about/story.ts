import { business } from '@/config/business';

type Translate = (key: string, values: Record<string, unknown>) => string;

/** The story's first sentence: with the founder's name when it is configured, told as "we" when not. */
export function storyOpening(translate: Translate, founder: string = business.founder): string {
  const facts = { name: business.name, founder, year: business.foundedYear };
  return translate(founder ? 'pages:about.story1' : 'pages:about.story1Unnamed', facts);
}
