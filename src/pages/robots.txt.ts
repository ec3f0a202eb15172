// /robots.txt: points crawlers at the sitemap and keeps them out of /admin and /api.
import type { GetServerSideProps } from 'next';
import { env } from '@/config/env.mjs';
import { robotsTxt } from '@/lib/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  if (locale !== defaultLocale) return { notFound: true };
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.end(robotsTxt(env.SITE_URL));
  return { props: {} };
};

export default function Robots() {
  return null;
}
