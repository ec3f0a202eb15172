// Makes zod jitless for schemas that also run in the browser: otherwise zod probes
// `new Function` to decide whether it may compile validators, which the site's
// Content-Security-Policy (script-src 'self') refuses and reports as a violation.
// Import this module for its effect before `import { z } from 'zod'`; importing `z` straight
// from zod (not re-exported from here) keeps zod tree-shakable in the browser bundles.
import { config } from 'zod';

config({ jitless: true });
