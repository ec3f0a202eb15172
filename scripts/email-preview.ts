// npm run email:preview: renders every e-mail template (emails/) in English and Spanish, with
// sample data, to HTML files under .data/email-preview/ (plus an index.html linking them all and
// each one's plain-text version), and prints where. Open the index in a browser.
//
// For a live preview in react-email's own server, where the sample payload can be edited, see
// npm run email:dev (scripts/email-dev.ts): both show the same templates with the same samples.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFiles } from './load-env';

loadEnvFiles();

const { renderTemplate, isTemplateName } = await import('../emails/templates');
const { emailSamples } = await import('../emails/samples');

const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const samples = emailSamples(site);

const out = path.resolve(import.meta.dirname, '..', '.data', 'email-preview');
mkdirSync(out, { recursive: true });
const links: string[] = [];
for (const [name, payload] of Object.entries(samples)) {
  if (!isTemplateName(name)) throw new Error(`No such template: ${name}`);
  for (const lang of ['en', 'es'] as const) {
    const email = await renderTemplate(name, lang, payload);
    writeFileSync(path.join(out, `${name}.${lang}.html`), email.html);
    writeFileSync(path.join(out, `${name}.${lang}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
    const escaped = email.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    links.push(`<li><a href="${name}.${lang}.html">${name} (${lang})</a>: ${escaped} · <a href="${name}.${lang}.txt">text</a></li>`);
  }
}
writeFileSync(path.join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><title>E-mail templates</title><h1>E-mail templates</h1><ul>${links.join('\n')}</ul>\n`);
console.log(`Rendered ${Object.keys(samples).length} templates in English and Spanish to ${out}`);
console.log(`Open ${path.join(out, 'index.html')} in a browser.`);
process.exit(0);
