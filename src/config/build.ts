// Which kind of build this code runs in. Next sets NODE_ENV itself (`next dev`: development,
// `next build`: production) and writes its value into browser bundles, so code for the browser
// and the server reads it here. Not a setting an operator chooses: those are validated in
// src/config/env.mjs, the only other module of src that reads process.env (a lint rule keeps it so).

/** `next dev`: every page live, translations reloaded. */
export const development = process.env.NODE_ENV === 'development';

/** `next build` / `next start`. */
export const production = process.env.NODE_ENV === 'production';

/** `next build` rendering its pages ahead of time (Next sets NEXT_PHASE in the build's processes). */
export const buildingPages = process.env.NEXT_PHASE === 'phase-production-build';
