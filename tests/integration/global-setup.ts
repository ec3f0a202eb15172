// Prepares this run's template database (migrated and seeded) once; each Vitest worker then works
// on its own copy of it (support/db.ts), so files in different workers never share a database.
// Everything made here is dropped at the end.
import type { TestProject } from 'vitest/node';
import { closeTemplateDatabase, createTestDatabase, dropTestDatabase, dropTestDatabasesStartingWith } from '../../scripts/db/test-database';

export default async function setup(project: TestProject) {
  const template = `lss_it_${Date.now()}_${process.pid}`;
  await createTestDatabase(template);
  await closeTemplateDatabase(template);
  project.provide('databaseTemplate', template);
  return async () => {
    await dropTestDatabasesStartingWith(`${template}_w`);
    await dropTestDatabase(template);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database, only ever copied (a template has no connections). */
    databaseTemplate: string;
  }
}
