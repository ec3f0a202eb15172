// Builds public/scripts/after-paint.js from src/page-runtime/after-paint.ts: one small minified file that
// src/pages/_document.tsx links in every page (`npm run after-paint:js` writes it).
import path from 'node:path';
import { buildSync } from 'esbuild';
import { AFTER_PAINT_PATH } from './after-paint';

export const AFTER_PAINT_FILE = `public${AFTER_PAINT_PATH}`;

export function afterPaintScript(): string {
  const result = buildSync({
    stdin: {
      contents: "import { runScriptsAfterPaint } from './after-paint'; runScriptsAfterPaint(document, window);",
      resolveDir: path.join(process.cwd(), 'src/page-runtime'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    // The browsers Next's own code targets.
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}
