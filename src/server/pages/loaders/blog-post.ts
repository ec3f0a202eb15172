import { translate } from '@/server/i18n/translate';
import { FALLBACK_POST_SLUG, blogPosts, findBlogPost, relatedPosts } from '@/content/blog';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { blogPostingJsonLd, breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import type { BlogPostData } from '@/lib/screen-data/blog';
import type { PageLoader } from '../definition';
import { summarize } from './blog';

/**
 * An article: /{lang}/blog/{slug}. An unknown slug falls back to the first article (spec): it
 * is sent there. The body is sanitized here, on the server, so neither
 * DOMPurify nor jsdom reaches the browser.
 */
export const loader: PageLoader = {
  staticParams: async () => blogPosts.map((p) => ({ post: p.slug })),
  lastModified: (params) => findBlogPost(params.post ?? '')?.publishDate,
  load: async ({ lang, params, frame }) => {
    const post = findBlogPost(params.post ?? '');
    if (!post) return { redirectTo: { id: 'blogPost', params: { post: FALLBACK_POST_SLUG } } };
    const summary = summarize(post, lang, frame.business.name);
    const crumbs: Crumb[] = [
      { id: 'home', label: translate(lang, 'common:nav.home') },
      { id: 'blog', label: translate(lang, 'common:nav.blog') },
      { id: 'blogPost', params: { post: post.slug }, label: summary.title },
    ];
    const data: BlogPostData = {
      post: { ...summary, tags: post.tags[lang], html: sanitizeHtml(post.content[lang]) },
      related: relatedPosts(post.slug).map((p) => summarize(p, lang, frame.business.name)),
      crumbs,
    };
    return {
      data,
      meta: {
        title: summary.title,
        description: summary.excerpt,
        canonical: { id: 'blogPost', params: { post: post.slug } },
        structuredData: [
          breadcrumbJsonLd(lang, crumbs),
          blogPostingJsonLd(lang, {
            slug: post.slug,
            title: summary.title,
            description: summary.excerpt,
            author: summary.author,
            datePublished: post.publishDate,
            category: summary.category,
            tags: post.tags[lang],
          }, frame.business),
        ],
      },
    };
  },
};
