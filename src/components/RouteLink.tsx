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

/** A link to a page of the route table in the current language. */
export function RouteLink({ to, params, children, ...rest }: Props) {
  const lang = langFromLocale(useRouter().locale);
  return (
    <Link href={pathFor(lang, to, params)} locale={false} {...rest}>
      {children}
    </Link>
  );
}

/** The current page language, from the URL. */
export function useLang() {
  return langFromLocale(useRouter().locale);
}
