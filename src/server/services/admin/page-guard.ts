// The server-side gate of every /admin page: anonymous visitors go to sign in, customers get a
// 403 page, STAFF and ADMIN (ADMIN only where asked) get in once two-step verification is on;
// before that they are sent to the security page to set it up. The role is re-read from the
// database on every request, never trusted from the session cookie alone.
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { getServerSession } from 'next-auth';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { i18nConfig } from '@/i18n/next-i18next.config';
import { authOptions } from '@/server/auth/options';
import { getDb } from '@/server/db/client';
import { pathFor } from '@/routing/routes';
import { isLang, langFromLocale, type Lang } from '@/i18n/languages';
import { canEnterBackOffice, type BackOfficeLevel, type StaffRole } from '@/domain/back-office-access';

export interface AdminUser {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
}

export interface AdminPageProps {
  /** null on the 403 page. */
  user: AdminUser | null;
  forbidden: boolean;
  /** On the 403 page, whether the person is staff on an admin-only page (said so, not "for staff"). */
  staffOnAdminPage?: boolean;
}

/**
 * The back office's language and the address of the page asked for: /admin (and /en/admin) in
 * English, /es/admin in Spanish. `resolvedUrl` has no language prefix.
 */
export function adminLocation(ctx: Pick<GetServerSidePropsContext, 'resolvedUrl' | 'locale'>): { lang: Lang; path: string } {
  const lang = langFromLocale(ctx.locale);
  const page = ctx.resolvedUrl.startsWith('/admin') ? ctx.resolvedUrl : '/admin';
  return { lang, path: isLang(ctx.locale) ? `/${ctx.locale}${page}` : page };
}

/** Where a driver goes from a staff screen: their own deliveries. */
export const DRIVER_HOME = '/admin/driver';

export async function adminGate(ctx: Pick<GetServerSidePropsContext, 'req' | 'res' | 'resolvedUrl' | 'locale'>, level: BackOfficeLevel) {
  const { req, res } = ctx;
  const { lang, path: returnTo } = adminLocation(ctx);
  // Back-office pages are personal and never cached or indexed.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const session = await getServerSession(req, res, authOptions());
  const sessionUserId = (session?.user as { id?: string } | undefined)?.id;
  const user = sessionUserId
    ? await getDb().user.findUnique({
        where: { id: sessionUserId },
        select: { id: true, email: true, name: true, role: true, isActive: true, twoFactorEnabledAt: true },
      })
    : null;
  if (!user || !user.isActive) {
    return { kind: 'signIn' as const, destination: `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(returnTo)}` };
  }
  const allowed = canEnterBackOffice(user.role, level);
  // A driver opening /admin (the e-mail's link, a bookmark) is taken to their deliveries.
  if (!allowed && user.role === 'DRIVER' && user.twoFactorEnabledAt) {
    return { kind: 'driver' as const, destination: isLang(ctx.locale) ? `/${ctx.locale}${DRIVER_HOME}` : DRIVER_HOME };
  }
  if (!allowed) {
    res.statusCode = 403;
    return { kind: 'forbidden' as const, staffOnAdminPage: canEnterBackOffice(user.role) };
  }
  if (!user.twoFactorEnabledAt) {
    return { kind: 'enroll' as const, destination: `${pathFor(lang, 'security')}?returnTo=${encodeURIComponent(returnTo)}` };
  }
  return { kind: 'ok' as const, user: { id: user.id, email: user.email, name: user.name, role: user.role as AdminUser['role'] } };
}

/**
 * getServerSideProps for an admin page; `namespaces` adds translations beyond common and admin.
 * `level`: who may open it (default staff; adminOnly is level admin).
 */
export function adminPage(options: { adminOnly?: boolean; level?: BackOfficeLevel; namespaces?: string[] } = {}): GetServerSideProps<AdminPageProps> {
  return async (ctx) => {
    const gate = await adminGate(ctx, options.adminOnly ? 'admin' : (options.level ?? 'staff'));
    if (gate.kind === 'signIn' || gate.kind === 'enroll' || gate.kind === 'driver') return { redirect: { destination: gate.destination, permanent: false } };
    const translations = await serverSideTranslations(adminLocation(ctx).lang, ['common', 'admin', ...(options.namespaces ?? [])], i18nConfig);
    if (gate.kind === 'forbidden') return { props: { ...translations, user: null, forbidden: true, staffOnAdminPage: gate.staffOnAdminPage } };
    return { props: { ...translations, user: gate.user, forbidden: false } };
  };
}
