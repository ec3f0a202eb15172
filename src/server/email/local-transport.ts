// Without a Resend key, each e-mail is written to MAIL_DIR as .eml (open it in a mail program)
// and .html (open it in a browser), and counts as sent. Staff also see it in /admin → Outbox.
// Each one is announced on the server's log in one line: its subject and the file to open.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toEml } from './mime';
import type { EmailTransport } from './transport';
import { log } from '@/server/log';

export function localTransport({ dir, now = () => new Date(), announce = log.info }: { dir: string; now?: () => Date; announce?: (line: string) => void }): EmailTransport {
  return {
    name: 'local',
    async send(email) {
      const date = now();
      const folder = path.resolve(dir);
      await mkdir(folder, { recursive: true });
      const base = `${date.toISOString().replace(/[:.]/g, '-')}-${email.id}`;
      await writeFile(path.join(folder, `${base}.eml`), toEml(email, date), 'utf8');
      await writeFile(path.join(folder, `${base}.html`), email.html, 'utf8');
      announce(`[mail] "${email.subject}": ${path.relative(process.cwd(), path.join(folder, `${base}.html`))}`);
      return { providerMessageId: `local:${base}` };
    },
  };
}
