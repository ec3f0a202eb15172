// What `npm run email:dev` shows in react-email's preview server (the `email dev` command). That
// server lists a folder of files that each default-export a React component, with its sample
// props as the component's `PreviewProps`. scripts/email-dev.ts writes that folder when it starts:
// one two-line file per template and language (previewFiles below), each calling previewComponent.
// The component returns the element the template's draft builds, the one the outbox worker renders
// (emails/templates.ts), for the sample payload of emails/samples.ts; the preview's Props panel
// edits that payload. Nothing here copies a template.
import path from 'node:path';
import { env } from '@/config/env.mjs';
import { languages, type Lang } from '@/i18n/languages';
import type { TemplateName, TemplatePayloads } from './registry';
import { emailSamples } from './samples';
import { templateDraft, templateNames } from './templates';

export interface EmailPreview<T extends TemplateName> {
  (payload: TemplatePayloads[T]): ReturnType<typeof templateDraft>['element'];
  PreviewProps: TemplatePayloads[T];
  displayName: string;
}

/** The template's e-mail in one language as a component of the payload, its sample as PreviewProps. */
export function previewComponent<T extends TemplateName>(name: T, lang: Lang): EmailPreview<T> {
  const sample = emailSamples(env.SITE_URL.replace(/\/$/, ''))[name];
  if (!sample) throw new Error(`The e-mail template "${name}" has no sample payload in emails/samples.ts`);
  const preview = (payload: TemplatePayloads[T]) => templateDraft(name, lang, payload).element;
  return Object.assign(preview, { PreviewProps: sample as TemplatePayloads[T], displayName: `${name} (${lang})` });
}

/**
 * The files of the preview server's folder `dir`: `<lang>/<template>.tsx` for every template in
 * every language, each default-exporting its previewComponent. `dir` is inside the project, whose
 * tsconfig.json resolves `@emails/` for the preview server's bundler as for the app.
 */
export function previewFiles(dir: string): { file: string; text: string }[] {
  return languages.flatMap((lang) =>
    templateNames.map((name) => ({
      file: path.join(dir, lang, `${name}.tsx`),
      text:
        '// Written by npm run email:dev (scripts/email-dev.ts) for react-email\'s preview server; do not edit.\n' +
        "import { previewComponent } from '@emails/preview';\n\n" +
        `export default previewComponent('${name}', '${lang}');\n`,
    })),
  );
}
