// The message to show for a failed account request: the server's own message (already in the
// page's language) when it explains the failure, else the form's generic one.
import type { TFunction } from 'i18next';
import { newPasswordProblem } from '@/domain/password-policy';

interface ErrorLike {
  message: string;
  data?: { messageKey?: string | null; issues?: { path: string; message: string }[] | null } | null;
}

export function apiErrorMessage(error: ErrorLike, t: TFunction, fallbackKey: string): string {
  if (error.data?.issues?.length) return error.data.issues[0]!.message;
  if (error.data?.messageKey) return error.message;
  return t(fallbackKey);
}

/** Field errors keyed by field name, from the server's validation issues. */
export function fieldErrors(error: ErrorLike): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.data?.issues ?? []) out[issue.path] ??= issue.message;
  return out;
}

/**
 * What a form says before sending a new password, in the server's order: matching entries first,
 * then the length (the server also checks the common list). Null when it may be sent.
 */
export function newPasswordError(values: { password: string; confirmPassword: string }, t: TFunction): Record<string, string> | null {
  const problem = newPasswordProblem(values.password, values.confirmPassword);
  return problem ? { [problem.field]: t(problem.key, problem.values) } : null;
}
