// The tRPC core: the only place procedures are defined. Routers use publicProcedure,
// protectedProcedure (signed in), staffProcedure (STAFF or ADMIN with two-step verification on)
// and adminProcedure, nothing else.
import { initTRPC, TRPCError } from '@trpc/server';
import { transformer } from './transformer';
import { ZodError } from 'zod';
import { AppError } from '@/server/errors';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { translate } from '@/server/i18n/translate';
import type { Context } from './context';
import type { Lang } from '@/i18n/languages';
import { canEnterBackOffice } from '@/domain/back-office-access';

export interface FieldIssue {
  path: string;
  /** Translation key, for clients that translate themselves. */
  key: string;
  message: string;
}

/** What a person is told about a failed call, in their language (the error formatter; /api/admin/photos). */
export function describeError(error: TRPCError, lang: Lang, fallback = error.message): { message: string; issues: FieldIssue[] | null } {
  const cause = error.cause;
  let issues: FieldIssue[] | null = null;
  let message = fallback;
  if (cause instanceof ZodError) {
    issues = cause.issues.map((issue) => {
      // Our schemas give every rule a translation key; zod's own English text (a wrong type,
      // an unknown choice) becomes a generic message in the caller's language.
      const key = translate(lang, issue.message) === issue.message ? 'validation:invalidValue' : issue.message;
      // A custom rule may name what was wrong (`params`), e.g. the ZIP codes that are not ZIP codes.
      const values = issue.code === 'custom' ? (issue.params as Record<string, string> | undefined) : undefined;
      return { path: issue.path.join('.'), key, message: translate(lang, key, values) };
    });
    message = issues[0]?.message ?? translate(lang, 'validation:invalid');
  } else if (cause instanceof AppError) {
    message = translate(lang, cause.messageKey, cause.values);
  } else if (error.code === 'INTERNAL_SERVER_ERROR') {
    message = translate(lang, 'common:errors.unexpected');
  }
  return { message, issues };
}

const t = initTRPC.context<Context>().create({
  transformer,
  errorFormatter({ shape, error, ctx }) {
    const { message, issues } = describeError(error, ctx?.lang ?? 'en', shape.message);
    const cause = error.cause;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues,
        messageKey: cause instanceof AppError ? cause.messageKey : null,
      },
    };
  },
});

/**
 * Turns our domain errors into tRPC errors (keeping the AppError as the cause), and a database
 * that cannot be reached into 503 "try again" instead of a 500.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) throw new TRPCError({ code: cause.code, message: cause.messageKey, cause });
    if (isDatabaseUnavailable(cause) || isDatabaseUnavailable(result.error)) {
      const unavailable = new AppError('SERVICE_UNAVAILABLE', 'common:errors.unavailable');
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: unavailable.messageKey, cause: unavailable });
    }
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(appErrors);

/** Signed in, with the account still active and its role re-read from the database. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = ctx.session !== undefined ? ctx.session : ((await ctx.loadSession?.()) ?? null);
  if (!session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', cause: new AppError('UNAUTHORIZED', 'common:errors.signInRequired') });
  }
  const user = await ctx.db.user.findUnique({
    where: { id: session.user.id },
    select: { id: true, email: true, role: true, isActive: true, name: true, twoFactorEnabledAt: true },
  });
  if (!user || !user.isActive) {
    throw new TRPCError({ code: 'UNAUTHORIZED', cause: new AppError('UNAUTHORIZED', 'common:errors.signInRequired') });
  }
  return next({ ctx: { ...ctx, user } });
});

/**
 * Staff and admins without two-step verification may only enroll (the twoFactor router, open to
 * every signed-in person); every back-office procedure refuses them with a message saying so.
 * Turning it on bumps the session version, so a session that passes here was opened with it.
 */
function requireTwoFactor(user: { twoFactorEnabledAt: Date | null }) {
  if (!user.twoFactorEnabledAt) {
    throw new TRPCError({ code: 'FORBIDDEN', cause: new AppError('FORBIDDEN', 'auth:twoFactor.errors.setupRequired') });
  }
}

/** STAFF or ADMIN with two-step verification on, checked against the database on every call. */
export const staffProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!canEnterBackOffice(ctx.user.role)) {
    throw new TRPCError({ code: 'FORBIDDEN', cause: new AppError('FORBIDDEN', 'common:errors.forbidden') });
  }
  requireTwoFactor(ctx.user);
  return next();
});

/**
 * A driver's own deliveries (issue 46): DRIVER, STAFF or ADMIN with two-step verification on.
 * What a procedure returns or changes is then limited to orders assigned to ctx.user.id.
 */
export const driverProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!canEnterBackOffice(ctx.user.role, 'driver')) {
    throw new TRPCError({ code: 'FORBIDDEN', cause: new AppError('FORBIDDEN', 'common:errors.forbidden') });
  }
  requireTwoFactor(ctx.user);
  return next();
});

/** ADMIN only (staff accounts), with two-step verification on. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!canEnterBackOffice(ctx.user.role, 'admin')) {
    throw new TRPCError({ code: 'FORBIDDEN', cause: new AppError('FORBIDDEN', 'common:errors.forbidden') });
  }
  requireTwoFactor(ctx.user);
  return next();
});
