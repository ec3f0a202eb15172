import Link, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { langFromLocale } from '@/i18n/languages';
import { pathFor, type RouteId, type RouteParams } from '@/routing/routes';

type Props = Omit<LinkProps, 'href' | 'locale'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    to: RouteId;
    params?: RouteParams;
    children: ReactNode;
  };

/**
 * A link to a page of the route table in the current language. Public pages' links do not
 * prefetch when they come into view (`prefetch={false}`, here and on the layout's and screens'
 * links): that fetched some 50 kB of other pages' data and code on every page, mostly never used
 * (Lighthouse, issue 43). Next still prefetches a link the pointer rests on.
 */
export function RouteLink({ to, params, children, ...rest }: Props) {
  const lang = langFromLocale(useRouter().locale);
  return (
    <Link href={pathFor(lang, to, params)} locale={false} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}

/** The current page language, from the URL. */
export function useLang() {
  return langFromLocale(useRouter().locale);
}
