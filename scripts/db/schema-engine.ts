// Prisma's WebAssembly schema engine, driven through the pg driver adapter.
// It does what `prisma migrate deploy` / `prisma migrate diff` do, without the
// native engine binary the CLI would otherwise download.
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';

export const PRISMA_DIR = path.resolve(import.meta.dirname, '../../prisma');
export const SCHEMA_PATH = path.join(PRISMA_DIR, 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, 'migrations');
/**
 * The schema the newest migration was written for. The WebAssembly engine cannot read a live
 * database's schema through the driver adapter, so the next migration is the diff from this
 * snapshot to schema.prisma (the drift test proves the migrations and schema.prisma agree).
 */
export const SNAPSHOT_PATH = path.join(MIGRATIONS_DIR, 'schema.prisma.snapshot');

const require = createRequire(import.meta.url);
const NO_FILTER = { externalTables: [], externalEnums: [] };

let engineModule: ReturnType<typeof instantiateEngine> | undefined;

/** The WebAssembly module is instantiated once per process: re-wiring it breaks live engines. */
function loadEngineModule() {
  engineModule ??= instantiateEngine();
  return engineModule;
}

async function instantiateEngine() {
  // The package imports its .wasm file as an ES module, which Node cannot do: wire it by hand.
  const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmPath = path.join(
    path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
    'schema_engine_bg.wasm',
  );
  const wasmModule = new WebAssembly.Module(await readFile(wasmPath));
  const instance = new WebAssembly.Instance(wasmModule, { './schema_engine_bg.js': bg as never });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return bg;
}

export async function readSchema() {
  return { files: [{ path: SCHEMA_PATH, content: await readFile(SCHEMA_PATH, 'utf8') }] };
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const lockPath = path.join(dir, 'migration_lock.toml');
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: await readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: await readFile(path.join(dir, name, 'migration.sql'), 'utf8').then(
            (value) => ({ tag: 'ok' as const, value }),
            (error: Error) => ({ tag: 'error' as const, value: error.message }),
          ),
        },
      })),
    ),
  };
}

export async function withSchemaEngine<T>(
  connectionString: string,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const bg = await loadEngineModule();
  const schema = await readSchema();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(message);
  };
  const engine = await bg.SchemaEngine.new(
    { datamodels: schema.files.map((f) => [f.path, f.content] as [string, string]) },
    log,
    adapter,
  );
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns their names. */
export async function applyMigrations(connectionString: string, dir = MIGRATIONS_DIR) {
  const migrationsList = await readMigrations(dir);
  return withSchemaEngine(connectionString, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: NO_FILTER });
    return out.appliedMigrationNames;
  });
}

type SchemaFiles = { files: { path: string; content: string }[] };

/** SQL that takes a database at `from` (nothing, or the given schema) to `to`. */
export async function diffSchemas(
  connectionString: string,
  from: SchemaFiles | 'empty',
  to: SchemaFiles,
): Promise<string> {
  return withSchemaEngine(connectionString, async (engine) => {
    const result = await engine.diff({
      from: from === 'empty' ? { tag: 'empty' } : { tag: 'schemaDatamodel', ...from },
      to: { tag: 'schemaDatamodel', ...to },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return result.stdout ?? '';
  });
}
