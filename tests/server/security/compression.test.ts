import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { loginAs } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Compression (issue 32): the built app's files precompressed by the build and served as they
 * are, API answers compressed as they go, small answers and compressed types left alone.
 */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Walk-in cooler ${i}` })))};\n`;
const PAGE = `<!doctype html><title>Service Portal</title>${'<meta name="x" content="padding">'.repeat(60)}`;

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fsp-compressed-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-1a2b3c.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'photo-1a2b3c.png'), Buffer.alloc(4096, 7));
  // The build's own step, on this directory.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', dir], { stdio: 'pipe' });
  return dir;
}

describe('compressed answers', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = builtApp();
    t = await createTestApp({ BOT_CHECK: '0', STATIC_DIR: dir });
  });
  afterAll(() => t.close());

  it('the build writes a brotli and a gzip copy of each compressible file over 1 KB, and only of those', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1a2b3c.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1a2b3c.js.gz'))).toString()).toBe(SCRIPT);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny-1a2b3c.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-1a2b3c.png.br'))).toBe(false);
  });

  it('serves the app’s code brotli or gzip as the client accepts, the same bytes once decoded, and plain to a client that takes neither', async () => {
    const br = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);

    const gz = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves a page address (the app shell) compressed too, and leaves photos alone', async () => {
    const page = await t.app.inject({ url: '/requests', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    const photo = await t.app.inject({ url: '/assets/photo-1a2b3c.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.length).toBe(4096);
  });

  it('compresses an API answer over 1 KB for a client that accepts it, not a small one, and not for a client that does not', async () => {
    const { headers: auth } = await loginAs(t.app, DEMO.users.locationStaff.email);
    const url = `${API_PREFIX}/requests/summaries?limit=25`;
    const plain = await t.app.inject({ url, headers: auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url, headers: { ...auth, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
