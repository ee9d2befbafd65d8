import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers/test-app';

/** Starts the real entry point with the given environment; it must refuse before listening. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '.tmp/startup-test-data', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, lines: result.stderr.trim().split('\n').filter(Boolean) };
}

// Independent of the test database, so it runs once (in the PGlite project).
describe.skipIf(testDbKind() === 'postgres')('start-up with bad configuration', () => {
  it('exits with one line naming PORT when it is not a number', () => {
    const { status, lines } = start({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(lines).toEqual(['Invalid configuration: PORT="abc" must be a port number']);
  });

  it('exits with one line naming DATABASE_URL when the database cannot be reached', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to DATABASE_URL=postgres:\/\/nobody@127\.0\.0\.1:1\/none: .*ECONNREFUSED/);
  });

  it('keeps a password out of that line', () => {
    const { lines } = start({ DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/none' });
    expect(lines[0]).toContain('postgres://app:***@127.0.0.1:1/none');
    expect(lines.join('\n')).not.toContain('s3cret');
  });
});
