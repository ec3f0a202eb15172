// npm run email:dev (react-email's preview server) shows every e-mail template in both languages,
// and what it shows is what the outbox sends: the folder scripts/email-dev.ts writes has a file
// for each template registered in emails/templates.ts and each language, and each file's
// component, given its sample payload, renders the very HTML renderTemplate renders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { createElement } from 'react';
import { render } from '@react-email/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { previewFiles, type EmailPreview } from '@emails/preview';
import { renderTemplate, templateNames } from '@emails/templates';
import type { TemplateName } from '@emails/registry';

const root = path.resolve(import.meta.dirname, '..', '..');
// Inside the project, as the real folder (.data/email-dev): its tsconfig.json resolves @emails/.
const dir = path.join('.data', `email-dev-test-${process.pid}`);
const files = previewFiles(dir);

beforeAll(() => {
  for (const { file, text } of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(path.join(root, dir), { recursive: true, force: true }));

describe('npm run email:dev', () => {
  it('has a file for every template in every language, and no other', () => {
    expect(templateNames.length).toBeGreaterThanOrEqual(17);
    const expected = languages.flatMap((lang) => templateNames.map((name) => path.join(dir, lang, `${name}.tsx`)));
    expect(files.map(({ file }) => file).sort()).toEqual(expected.sort());
  });

  it.each(languages.flatMap((lang) => templateNames.map((name) => [name, lang] as const)))('%s (%s): the file renders the e-mail renderTemplate renders', async (name, lang) => {
    const { default: Preview } = (await import(pathToFileURL(path.join(root, dir, lang, `${name}.tsx`)).href)) as { default: EmailPreview<TemplateName> };
    expect(typeof Preview).toBe('function');
    expect(Preview.PreviewProps).toBeTruthy();
    const html = await render(createElement(Preview, Preview.PreviewProps));
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toBe((await renderTemplate(name, lang, Preview.PreviewProps)).html);
  });

  it('installs the CLI and the preview server at the same exact version (`email dev` refuses others)', () => {
    const { devDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(devDependencies['react-email']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(devDependencies['@react-email/ui']).toBe(devDependencies['react-email']);
  });

  it("bundles as the preview server bundles it (esbuild, the project's tsconfig paths)", async () => {
    const entry = path.join(root, dir, 'es', 'order-status.tsx');
    const result = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', jsx: 'automatic', write: false, logLevel: 'silent', outdir: 'stdout' });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0]!.text).toContain('orders:email.');
  });
});
