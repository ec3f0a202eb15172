// npm run email:dev: react-email's own preview server (`email dev`, from the devDependencies
// react-email and @react-email/ui, which ships the server already built: nothing is downloaded or
// built when it runs) on http://localhost:3001, beside the app's 3000. It lists every e-mail
// template in English (en/) and Spanish (es/) with its sample payload, and shows it again when a
// template or what it imports changes. Extra arguments go to `email dev` (`-- --port 3002`).
//
// It first writes the folder the server lists, .data/email-dev/ (emails/preview.tsx says what is
// in it), after loading .env as the app does, so the e-mails show this site's business settings.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFiles } from './load-env';

loadEnvFiles();

const { previewFiles } = await import('../emails/preview');

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join('.data', 'email-dev');
rmSync(path.join(root, dir), { recursive: true, force: true });
for (const { file, text } of previewFiles(dir)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

// With the two flags it would otherwise start itself again with, so that it is the one process here.
const flags = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];
const email = path.join(root, 'node_modules', '.bin', 'email');
const cli = spawn(process.execPath, [...flags, email, 'dev', '--dir', dir, '--port', '3001', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => cli.kill(signal));
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
