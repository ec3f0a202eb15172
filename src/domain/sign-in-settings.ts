// Changing how one signs in, from the account's security page: a new password (the current one
// first) and a new e-mail address (the current password first; it changes once the link sent to
// the new address is opened). Messages are translation keys.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';
import { accountEmail, linkToken } from './account-rules';
import { MAX_PASSWORD_LENGTH, newPasswordProblem } from './password-policy';

const currentPassword = text().min(1, 'security:errors.currentPasswordRequired').max(MAX_PASSWORD_LENGTH, 'security:errors.currentPasswordWrong');

export const changePasswordInput = z
  .object({
    currentPassword,
    password: text().max(MAX_PASSWORD_LENGTH, 'auth:validation.passwordTooLong'),
    confirmPassword: text().max(MAX_PASSWORD_LENGTH, 'auth:validation.passwordTooLong'),
  })
  .superRefine((value, ctx) => {
    // A customer's rules here; the server applies the account's own (staff: longer) and the common list.
    const problem = newPasswordProblem(value.password, value.confirmPassword);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.values, path: [problem.field] });
    else if (value.password === value.currentPassword) ctx.addIssue({ code: 'custom', message: 'security:errors.passwordUnchanged', path: ['password'] });
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const changeEmailInput = z.object({ currentPassword, email: accountEmail });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

export const confirmEmailChangeInput = z.object({ token: linkToken });

/** An address partly hidden for a message to the old one: `ana.ruiz@example.com` → `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
