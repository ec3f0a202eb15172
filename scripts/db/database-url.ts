import { loadEnvFiles } from '../load-env';

/** The scripts' database: DATABASE_URL from the environment or .env, else a clear stop. */
export function databaseUrlFromEnv(): string {
  loadEnvFiles();
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set. Set it in .env (see .env.example), or use `npm run dev`, which starts a local database.',
    );
    process.exit(1);
  }
  return url;
}
