// The common-password check (OWASP ASVS 2.1.7), on the server only: the list is ~49,000
// passwords, far too much to send to a browser (no client module may import this file; a unit
// test checks that none does).
//
// The list is @zxcvbn-ts/language-common's "passwords-common" dictionary: the most used passwords
// of the big public leaks, kept by the zxcvbn-ts project (MIT), compressed in the package and
// unpacked here once, on first use. Beside it, a few of ours: Spanish and local words, and
// repetitive ones that zxcvbn catches by pattern rather than by its list.
//
// A password counts as common whatever its case, and also when it is a common one with up to
// six digits or symbols added before or after ('Magnolia2026!', '123password').
import type { z } from 'zod';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, type PasswordProblem, type PasswordRole } from '@/domain/password-policy';

const OUR_ADDITIONS = [
  // Spanish, and the business's area.
  'contraseña', 'contraseña1', 'contrasena1', 'mimamamemima', 'jesucristo', 'diosteama', 'teamomucho', 'teamo123',
  'tequiero1', 'solecito', 'princesa1', 'noviembre', 'diciembre', 'septiembre', 'invierno', 'mexico123',
  'landscaping', 'sodgrass', 'staugustine', 'saintaugustine', 'magnoliatx', 'woodlands', 'sanantonio',
  'dallascowboys',
  // Repetitions and sequences.
  '987654321', '88888888', '123123123', '87654321', '12341234', '1111111111', '0123456789', '00000000',
  '0987654321', '01234567', '1234512345', '123456123456', 'poiuytrewq', 'lkjhgfdsa', 'abcdefgh', 'abcdefghi',
  'aaaaaaaa', 'zzzzzzzz', 'xxxxxxxx', 'zaq1zaq1', '1qaz1qaz', '000000000', '12121212', '13131313',
  'adminadmin', 'rootroot', 'useruser', 'qwertypass', 'p@ssword', 'pa$$word', 'trustno1!',
];

let list: ReadonlySet<string> | undefined;

/** Every listed password, lower-case (built on first use). */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set([...dictionary['passwords-common'], ...OUR_ADDITIONS].map((entry) => entry.toLowerCase()));
  return list;
}

/** Up to six digits or symbols (anything but letters) before and after a word: what people add to a common password. */
const DECORATION = /^[^\p{L}]{0,6}(.*?)[^\p{L}]{0,6}$/u;

/** True for a listed password, whatever its case, also with a few digits or symbols around it. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const passwords = commonPasswords();
  if (passwords.has(lower)) return true;
  const core = DECORATION.exec(lower)?.[1] ?? lower;
  return core.length >= 4 && core !== lower && passwords.has(core);
}

/** The password policy with the common-password list: what the server enforces. */
export function checkPassword(password: string, role: PasswordRole): PasswordProblem | null {
  return passwordProblem(password, role, isCommonPassword);
}

/**
 * Adds the common-password check to a form schema whose own rules (account-rules.ts) have passed:
 * `signUpInput.superRefine(refuseCommonPassword)`. The issue is on the password field.
 */
export function refuseCommonPassword(value: { password: string }, ctx: z.RefinementCtx) {
  if (passwordProblem(value.password, 'CUSTOMER') === null && isCommonPassword(value.password)) {
    ctx.addIssue({ code: 'custom', message: 'auth:validation.passwordCommon', path: ['password'] });
  }
}
