// Creates or promotes a staff, admin or driver account:
//   npm run user:create -- --email owner@example.com --role ADMIN [--name "Full Name"] [--reset-two-factor]
// Staff, admins and drivers set up two-step verification at their first sign-in. --reset-two-factor
// forgets an existing one (a lost phone with no recovery code left and no other admin to reset it).
// The password comes from USER_PASSWORD, else it is asked for (twice, without echo). For an
// existing account an empty answer keeps its password. Uses DATABASE_URL (.env, .env.local).
import { parseArgs } from 'node:util';
import { loadEnvFiles } from './load-env';
import { STAFF_ROLES } from '../src/domain/back-office-access';

loadEnvFiles();

const usage = 'Usage: npm run user:create -- --email <address> --role STAFF|ADMIN|DRIVER [--name "Full Name"] [--reset-two-factor]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) fail('No terminal to ask for the password: set USER_PASSWORD.');
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

const { values } = (() => {
  try {
    return parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, 'reset-two-factor': { type: 'boolean' } }, strict: true });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
})();
if (!values.email) fail(usage);
const role = STAFF_ROLES.find((r) => r === values.role?.toUpperCase());
if (!role) fail(`--role must be one of ${STAFF_ROLES.join(', ')}.\n${usage}`);
if (!process.env.DATABASE_URL) fail('DATABASE_URL is not set (see .env.example).');

const { getDb } = await import('../src/server/db/client');
const { normalizeEmail } = await import('../src/domain/email');
const { createStaffAccount, staffPasswordProblem } = await import('../src/server/services/account-admin');
const { AppError } = await import('../src/server/errors');
const { translate } = await import('../src/server/i18n/translate');
const { resetTwoFactorByEmail } = await import('../src/server/services/two-factor');
const db = getDb();

try {
  const exists = await db.user.findUnique({ where: { email: normalizeEmail(values.email) }, select: { id: true } });
  let password = process.env.USER_PASSWORD || undefined;
  if (password === undefined) {
    const hint = exists ? ' (leave empty to keep the current one)' : '';
    const first = await promptHidden(`Password for ${values.email}${hint}: `);
    if (first || !exists) {
      const problem = staffPasswordProblem(first, role);
      if (problem) fail(problem);
      if ((await promptHidden('Repeat the password: ')) !== first) fail('The passwords do not match.');
      password = first;
    }
  }
  const result = await createStaffAccount(db, { email: values.email, role, name: values.name, password }, { actorId: null, existing: 'promote' });
  console.log(`${result.created ? 'Created' : 'Updated'} ${role} account ${normalizeEmail(values.email)}.`);
  if (values['reset-two-factor'] && (await resetTwoFactorByEmail(db, normalizeEmail(values.email)))) {
    console.log('Two-step verification reset and every session ended: it is set up again at the next sign-in.');
  } else if (result.created || values['reset-two-factor']) {
    console.log('Two-step verification is set up at the first sign-in (/en/auth, then the security page).');
  }
} catch (error) {
  fail(error instanceof AppError ? translate('en', error.messageKey, error.values) : (error as Error).message);
} finally {
  await db.$disconnect();
}
