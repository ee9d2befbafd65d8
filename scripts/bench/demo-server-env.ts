/**
 * The environment of a bench's portal server on a fresh embedded database with the demo data
 * (bench:offline, bench:web): its own data directory and session secret, the built app, the
 * sign-in limits raised so a bench signing in often is not throttled.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function demoServerEnv(staticDir: string, name: string): { env: Record<string, string>; secret: string; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const secret = randomBytes(32).toString('hex');
  const env = {
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    STATIC_DIR: staticDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_REQUESTS_PER_WINDOW: '1000',
  };
  return { env, secret, dataDir };
}
