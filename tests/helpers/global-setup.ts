import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresTemplate } from './template-database';

/** Runs once per server test project: builds the template database the test files copy. */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB_KIND;
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && url) {
    await buildPostgresTemplate(url);
    return () => dropPostgresTemplate(url);
  }
  await buildPgliteTemplate();
  return undefined;
}
