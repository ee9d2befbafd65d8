import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGLITE_EXTENSIONS } from './client';

/**
 * Backup and restore of the embedded database (PGlite): its whole data directory as one gzipped
 * tarball. The server must be stopped meanwhile, as PGlite opens its directory in one process only.
 * PostgreSQL has its own tools (pg_dump, pg_restore: README, "Backup and restore").
 */

/** Writes the database under `dataDir` to `file`; returns its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`There is no embedded database under ${dataDir}.`);
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
  }
}

/** Restores `file` into `dataDir`, which must not hold a database already (nothing is overwritten). */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} already holds a database; restore into an empty or new directory.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  await client.close();
}
