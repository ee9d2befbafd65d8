import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { databaseUrl } from './template-database';

/**
 * The same database through connections of its own, as a second server process would have: on
 * PostgreSQL a second pool on the test file's database; PGlite opens in one process only, so there
 * the second server shares the first one's in-process database (and closing it leaves that open).
 */
export async function secondConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  const [row] = (await database.executeSql('select current_database() as name')).rows;
  return openDatabase({ kind: 'postgres', url: databaseUrl(process.env.TEST_DATABASE_URL!, String(row!.name)), poolSize: 4 });
}
