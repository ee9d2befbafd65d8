/**
 * `npm run backup -- <file>` writes the embedded database (PGlite under DATA_DIR) to a file;
 * `npm run restore -- <file>` restores one into DATA_DIR, which must be new or empty. Stop the
 * server first. With DATABASE_URL, use pg_dump and pg_restore instead (README, "Backup and restore").
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupEmbedded, restoreEmbedded } from '../src/server/db/embedded-backup';
import { databaseTarget } from '../src/server/db/target';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file> | npm run restore -- <file>');
  process.exit(1);
}
const config = loadConfig();
const target = databaseTarget(config);
if (target.kind === 'postgres') {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump and restore with pg_restore (README, "Backup and restore").');
  process.exit(1);
}
const dataDir = target.dataDir!;
try {
  if (mode === 'backup') {
    const bytes = await backupEmbedded(dataDir, path.resolve(file));
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  } else {
    await restoreEmbedded(path.resolve(file), dataDir);
    console.log(`Restored ${file} into ${dataDir}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
