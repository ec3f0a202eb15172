import { existsSync } from 'node:fs';
import path from 'node:path';

/** Loads .env.local then .env (existing variables win), as Next does for the app. */
export function loadEnvFiles(root = path.resolve(import.meta.dirname, '..')) {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(root, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
