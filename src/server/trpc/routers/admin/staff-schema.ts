// What an admin sends to create a staff account or change someone's role (/admin → Staff).
import { z } from 'zod';
import { Role } from '@/domain/enums';
import { STAFF_ROLES } from '@/domain/back-office-access';
import { checkPassword } from '@/server/auth/common-passwords';
import { id, requiredText, text } from './schemas';

export const createStaffSchema = z
  .object({
    email: text().pipe(z.email('admin:validation.email').max(255, 'admin:validation.tooLong')),
    name: requiredText(100),
    password: text(),
    role: z.enum(STAFF_ROLES),
  })
  // The password policy of the role (domain/password-policy.ts), common list included.
  .superRefine(({ password, role }, ctx) => {
    const problem = checkPassword(password, role);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.values, path: ['password'] });
  });
export type CreateStaffInput = z.output<typeof createStaffSchema>;

export const setRoleSchema = z.object({ id, role: z.enum(Role) });
export type SetRoleInput = z.output<typeof setRoleSchema>;
