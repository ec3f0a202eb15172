// Runs the Prisma CLI offline-safe.
// Prisma 7's CLI insists on a native schema engine and tries to download one when
// PRISMA_SCHEMA_ENGINE_BINARY is unset. `generate` never uses that engine, so any
// existing file satisfies the check; migrations go through scripts/db (WebAssembly
// engine) instead. Where a real engine is installed, set the variable to it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
env.CHECKPOINT_DISABLE = '1';

const cli = require.resolve('prisma/build/index.js');
const args = process.argv.slice(2);
const result = spawnSync(process.execPath, [cli, ...args, '--schema', 'prisma/schema.prisma'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
