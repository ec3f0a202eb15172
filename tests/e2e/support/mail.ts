// The link in an e-mail the site sent, read from the sent message itself (without a Resend key
// the server writes each one to MAIL_DIR as .eml and .html, named by its outbox row id): the
// outbox row never holds a usable account link (the worker makes it when it sends).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { query } from './accounts';

const mailDir = path.resolve(process.env.MAIL_DIR ?? '.data/mail');

/** The path and query of the site link (by default the auth page's) in the newest `template` e-mail sent to `email`. */
export async function emailedLink(email: string, template: string, linkTo = /\/auth\?/): Promise<string> {
  const html = await sentEmail(email, template);
  const href = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!).find((value) => linkTo.test(value));
  if (!href) throw new Error(`No site link in the ${template} e-mail to ${email}`);
  const url = new URL(href.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/** The HTML of the newest `template` e-mail sent to `email` (waiting for the outbox worker to send it). */
export async function sentEmail(email: string, template: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const [row] = await query<{ id: string }>(
      `SELECT "id" FROM "EmailOutbox" WHERE "to" = $1 AND template = $2 AND "status" = 'SENT' ORDER BY "createdAt" DESC LIMIT 1`,
      [email, template],
    );
    const file = row && (await readdir(mailDir).catch(() => [] as string[])).find((name) => name.endsWith(`-${row.id}.html`));
    if (file) return readFile(path.join(mailDir, file), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${template} e-mail sent to ${email}`);
}
