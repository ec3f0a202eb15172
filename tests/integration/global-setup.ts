// Creates this run's own database (migrated and seeded) and drops it afterwards.
import type { TestProject } from 'vitest/node';
import { createTestDatabase, dropTestDatabase } from '../../scripts/db/test-database';

export default async function setup(project: TestProject) {
  const name = `lss_it_${Date.now()}_${process.pid}`;
  const url = await createTestDatabase(name);
  project.provide('databaseUrl', url);
  return async () => {
    await dropTestDatabase(name);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
