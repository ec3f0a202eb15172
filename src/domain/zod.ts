// zod for schemas that also run in the browser. `jitless`: otherwise zod probes `new Function`
// to decide whether it may compile validators, which the site's Content-Security-Policy
// (script-src 'self') refuses and reports as a violation.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
