import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase, templateNames } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: { pgliteFile: string; postgresDatabase: string };
  }
}

/** Runs once per server test project: builds the template database the test files copy. */
export default async function setup(project: TestProject) {
  const names = templateNames(`${process.pid}_${project.name.replace(/\W/g, '_')}`);
  project.provide('templateDatabase', names);
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_KIND === 'postgres' && url) {
    await buildPostgresTemplate(url, names.postgresDatabase);
    return () => dropPostgresDatabase(url, names.postgresDatabase);
  }
  await buildPgliteTemplate(names.pgliteFile);
  return () => rmSync(names.pgliteFile, { force: true });
}
