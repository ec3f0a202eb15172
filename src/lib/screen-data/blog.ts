// Data the blog loaders hand to their screens (already in the page language).
import type { Crumb } from '@/lib/structured-data';

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishDate: string;
  readTimeMinutes: number;
}

export interface BlogIndexData {
  posts: BlogPostSummary[];
  crumbs: Crumb[];
}

export interface BlogPostData {
  post: BlogPostSummary & { tags: string[]; /** Sanitized on the server. */ html: string };
  related: BlogPostSummary[];
  crumbs: Crumb[];
}
