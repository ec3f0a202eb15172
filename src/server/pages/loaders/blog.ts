import { translate } from '@/server/i18n/translate';
import { blogPosts, type BlogPost } from '@/content/blog';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import type { Lang } from '@/i18n/languages';
import type { BlogIndexData, BlogPostSummary } from '@/lib/screen-data/blog';
import type { PageLoader } from '../definition';

/** An article's summary; its author is "the team" of the business as named in the settings. */
export function summarize(post: BlogPost, lang: Lang, businessName: string): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title[lang],
    excerpt: post.excerpt[lang],
    category: post.category[lang],
    author: post.author[lang].replace('{name}', businessName),
    publishDate: post.publishDate,
    readTimeMinutes: post.readTimeMinutes,
  };
}

/** The blog index: every article, newest first. Built-in content, so built once. */
export const loader: PageLoader = {
  load: async ({ lang, frame }) => {
    const crumbs: Crumb[] = [
      { id: 'home', label: translate(lang, 'common:nav.home') },
      { id: 'blog', label: translate(lang, 'common:nav.blog') },
    ];
    const posts = [...blogPosts].sort((a, b) => b.publishDate.localeCompare(a.publishDate)).map((p) => summarize(p, lang, frame.business.name));
    const data: BlogIndexData = { posts, crumbs };
    return { data, meta: { structuredData: [breadcrumbJsonLd(lang, crumbs)] } };
  },
};
