import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * The server's signing secret: SESSION_SECRET when set (required in production); in development one
 * generated once and kept in DATA_DIR so a restart keeps everyone signed in; in tests a fresh one.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  const file = path.resolve(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
