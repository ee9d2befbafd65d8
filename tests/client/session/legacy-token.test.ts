import { ofetch } from 'ofetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COOKIES, LEGACY_TOKEN_STORAGE_KEY } from '@domain/api/cookies';
import { AUTH_PREFIX } from '@domain/api/paths';
import { deleteCookie } from '@/lib/cookies';
import { migrateLegacyToken } from '@/session/legacy-token';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

const VERIFY = `${AUTH_PREFIX}/legacymagiclink/verify`;
const TOKEN = 'legacy-token-0123456789';

/** docs/product/sessions-and-tenancy.md (cookies and storage): the old portal's eighty_token is traded for a session once, then forgotten. */
describe('legacy token migration', () => {
  let server: TestHttpServer;
  const auth = () => ofetch.create({ baseURL: `${server.origin}${AUTH_PREFIX}` });
  const verifyCalls = () => server.requests.filter((r) => r.url.startsWith(VERIFY));

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    localStorage.clear();
    deleteCookie(COOKIES.accessToken);
  });

  it('does nothing without a legacy token', async () => {
    expect(await migrateLegacyToken(auth())).toBe('none');
    expect(verifyCalls()).toHaveLength(0);
  });

  it('trades the token for a session through the legacy link call, then removes it', async () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, TOKEN);
    server.reply(VERIFY, { body: { accessToken: 'new-access' } });
    expect(await migrateLegacyToken(auth())).toBe('signed-in');
    expect(verifyCalls().map((r) => r.url)).toEqual([`${VERIFY}?token=${TOKEN}`]);
    expect(localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('removes a token the server refuses (used, expired, malformed)', async () => {
    for (const status of [401, 400]) {
      localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, TOKEN);
      server.reply(VERIFY, { status, body: { message: 'This login link has expired or was already used. Request a new one.' } });
      expect(await migrateLegacyToken(auth())).toBe('refused');
      expect(localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY)).toBeNull();
    }
  });

  it('keeps the token for the next start when the server does not answer properly', async () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, TOKEN);
    server.reply(VERIFY, { status: 503 });
    expect(await migrateLegacyToken(auth())).toBe('kept');
    expect(verifyCalls()).toHaveLength(1);
    expect(localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it('only removes the token beside a session', async () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, TOKEN);
    document.cookie = `${COOKIES.accessToken}=current; path=/`;
    expect(await migrateLegacyToken(auth())).toBe('none');
    expect(verifyCalls()).toHaveLength(0);
    expect(localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
