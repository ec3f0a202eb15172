// npm run after-paint:js — builds public/scripts/after-paint.js from src/page-runtime/after-paint.ts.
import { writeFileSync } from 'node:fs';
import { AFTER_PAINT_FILE, afterPaintScript } from '../src/page-runtime/after-paint-script';

writeFileSync(AFTER_PAINT_FILE, afterPaintScript());
console.log(`Wrote ${AFTER_PAINT_FILE}`);
