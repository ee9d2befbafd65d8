import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { checkVersion, startVersionChecks } from '@/lib/version-check';
import { startTestHttpServer, type TestHttpServer } from './support/test-http-server';

describe('version check', () => {
  let server: TestHttpServer;
  let reloads = 0;
  const options = () => ({ url: `${server.origin}/version.json`, storage: localStorage, reload: () => reloads++ });
  const deploy = (version: string) => server.reply('/version.json', { body: { version, builtAt: '2025-01-01T00:00:00Z' } });

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    localStorage.clear();
    reloads = 0;
    server.requests.length = 0;
  });

  it('stores the version on the first run without reloading', async () => {
    deploy('1.0.0+a');
    await expect(checkVersion(options())).resolves.toBe('first-run');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('1.0.0+a');
    expect(reloads).toBe(0);
  });

  it('asks with a cache-busting time parameter', async () => {
    deploy('1.0.0+a');
    const before = Date.now();
    await checkVersion(options());
    const time = Number(new URL(server.requests[0]!.url, server.origin).searchParams.get('time'));
    expect(time).toBeGreaterThanOrEqual(before);
  });

  it('does nothing while the deployed version is the stored one', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '1.0.0+a');
    deploy('1.0.0+a');
    await expect(checkVersion(options())).resolves.toBe('unchanged');
    expect(reloads).toBe(0);
  });

  it('stores a new deployed version and reloads the page', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '1.0.0+a');
    deploy('1.0.1+b');
    await expect(checkVersion(options())).resolves.toBe('reloaded');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('1.0.1+b');
    expect(reloads).toBe(1);
    // The reloaded page sees the version it stored and stays.
    await expect(checkVersion(options())).resolves.toBe('unchanged');
    expect(reloads).toBe(1);
  });

  it('keeps the stored version and does not reload when the server cannot answer', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '1.0.0+a');
    server.reply('/version.json', { status: 503, body: { message: 'down' } });
    await expect(checkVersion(options())).resolves.toBe('unavailable');
    await expect(checkVersion({ ...options(), url: 'http://127.0.0.1:1/version.json' })).resolves.toBe('unavailable');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('1.0.0+a');
    expect(reloads).toBe(0);
  });

  it('checks on start, when the page becomes visible and on a timer', async () => {
    deploy('2.0.0+c');
    const stop = startVersionChecks(options(), 200);
    await expect.poll(() => server.requests.length).toBe(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => server.requests.length).toBe(2);
    await expect.poll(() => server.requests.length, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    stop();
    const seen = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.requests.length).toBe(seen);
    expect(reloads).toBe(0);
  });
});
