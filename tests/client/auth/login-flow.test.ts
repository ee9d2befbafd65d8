import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PREFIX } from '@domain/api/paths';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '@domain/auth/auth-api';
import { INVALID_PHONE_MESSAGE } from '@domain/auth/login-identifier';
import { createApiClient } from '@/lib/api-client';
import { solveBotCheck } from '@/features/auth/bot-check';
import { afterLoginDestination } from '@/features/auth/after-login';
import { requestLoginCode, requestMagicLink, verifyLoginCode } from '@/features/auth/login-flow';
import { loginLinkAccount, verifyLoginLink } from '@/features/auth/login-link-flow';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

const SECRET = 'test-bot-check-secret-of-some-length';

describe('login flow against a real server', () => {
  let server: TestHttpServer;
  const auth = () => createApiClient(server.origin, { prefix: AUTH_PREFIX });
  const botCheck = () => solveBotCheck(auth());
  const sent = (path: string) => server.requests.filter((r) => r.url.split('?')[0] === `${AUTH_PREFIX}${path}`);

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.requests.length = 0;
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 500, deriveKey, hmacSignatureSecret: SECRET });
    server.reply(`${AUTH_PREFIX}/altcha/challenge`, { body: challenge });
  });

  it('solves the ALTCHA challenge in the page and sends the proof with the code request', async () => {
    server.reply(`${AUTH_PREFIX}/otp/request/email`, { body: { sid: '9b1d0f5e-6f7a-4d0e-9f40-2a0c0a4f1b11' } });
    const outcome = await requestLoginCode(auth(), ' Jamie@Example.com ', botCheck);

    expect(outcome).toEqual({ ok: true, value: { identifier: { kind: 'email', value: 'jamie@example.com' }, sid: '9b1d0f5e-6f7a-4d0e-9f40-2a0c0a4f1b11' } });
    const header = sent('/otp/request/email')[0]?.headers['x-altcha'];
    const payload = JSON.parse(atob(String(header))) as { challenge: Challenge; solution: Solution };
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
  });

  it('reads a phone without its country code as +1 and asks for a text message', async () => {
    server.reply(`${AUTH_PREFIX}/otp/request/phone`, { body: { sid: '9b1d0f5e-6f7a-4d0e-9f40-2a0c0a4f1b11' } });
    const outcome = await requestLoginCode(auth(), '(415) 555-0173', botCheck);
    expect(outcome.ok && outcome.value.identifier).toEqual({ kind: 'phone', value: '+14155550173' });
    expect(sent('/otp/request/phone')).toHaveLength(1);
  });

  it('refuses a malformed phone before calling the server', async () => {
    await expect(requestLoginCode(auth(), '12-34', botCheck)).resolves.toEqual({ ok: false, message: INVALID_PHONE_MESSAGE });
    expect(server.requests).toHaveLength(0);
  });

  it('says so when no account has the email or phone (no session id)', async () => {
    server.reply(`${AUTH_PREFIX}/otp/request/email`, { body: {} });
    await expect(requestLoginCode(auth(), 'nobody@example.com', botCheck)).resolves.toEqual({ ok: false, message: ACCOUNT_NOT_FOUND_MESSAGE });
  });

  it("shows the server's words for a refused request (rate limit) and the product's text otherwise", async () => {
    server.reply(`${AUTH_PREFIX}/otp/request/email`, { status: 429, body: { message: 'Too many attempts. Try again in 2 minutes.' } });
    await expect(requestLoginCode(auth(), 'a@example.com', botCheck)).resolves.toEqual({ ok: false, message: 'Too many attempts. Try again in 2 minutes.' });
    server.reply(`${AUTH_PREFIX}/otp/request/email`, { status: 502, body: {} });
    await expect(requestLoginCode(auth(), 'a@example.com', botCheck)).resolves.toEqual({ ok: false, message: 'Failed to send request for login code' });
  });

  it('verifies the code with the identifier and sid, and reports a wrong code in the server words', async () => {
    const identifier = { kind: 'email', value: 'a@example.com' } as const;
    server.reply(`${AUTH_PREFIX}/otp/verify`, { body: { accessToken: 'tok' } });
    await expect(verifyLoginCode(auth(), identifier, 'sid-1', ' 123456 ')).resolves.toEqual({ ok: true, value: { accessToken: 'tok' } });
    const query = new URL(sent('/otp/verify')[0]!.url, server.origin).searchParams;
    expect(Object.fromEntries(query)).toEqual({ user: 'a@example.com', sid: 'sid-1', code: '123456' });

    server.reply(`${AUTH_PREFIX}/otp/verify`, { status: 400, body: { message: 'That code is not right. 4 tries left.' } });
    await expect(verifyLoginCode(auth(), identifier, 'sid-1', '000000')).resolves.toEqual({ ok: false, message: 'That code is not right. 4 tries left.' });
    server.reply(`${AUTH_PREFIX}/otp/verify`, { status: 500, body: {} });
    await expect(verifyLoginCode(auth(), identifier, 'sid-1', '000000')).resolves.toEqual({ ok: false, message: 'Failed to verify login code' });
  });

  it('asks for a magic link by email only, passing nextRoute on', async () => {
    server.reply(`${AUTH_PREFIX}/magiclink/request`, { body: { sent: true } });
    await expect(requestMagicLink(auth(), 'a@example.com', '/requests/7')).resolves.toEqual({ ok: true, value: { email: 'a@example.com' } });
    await expect(requestMagicLink(auth(), '4155550173')).resolves.toEqual({ ok: false, message: 'Enter your email address to get a login link.' });
    server.reply(`${AUTH_PREFIX}/magiclink/request`, { body: { sent: false } });
    await expect(requestMagicLink(auth(), 'nobody@example.com')).resolves.toEqual({ ok: false, message: ACCOUNT_NOT_FOUND_MESSAGE });
  });

  it('asks whose account a link signs into, then signs in with a POST of the token; a used or expired one is an invalid link', async () => {
    const token = 'a'.repeat(43);
    server.reply(`${AUTH_PREFIX}/magiclink/account`, { body: { account: 'jamie@example.com' } });
    await expect(loginLinkAccount(auth(), token, 'magic')).resolves.toEqual({ ok: true, value: { account: 'jamie@example.com' } });
    expect(sent('/magiclink/account')[0]).toMatchObject({ method: 'GET', url: expect.stringContaining(`token=${token}`) });

    server.reply(`${AUTH_PREFIX}/magiclink/verify`, { body: { accessToken: 'tok', nextRoute: '/requests/7' } });
    await expect(verifyLoginLink(auth(), token, 'magic')).resolves.toEqual({ ok: true, value: { accessToken: 'tok', nextRoute: '/requests/7' } });
    expect(sent('/magiclink/verify').map((r) => r.method)).toEqual(['POST']);
    expect(sent('/magiclink/verify')[0]!.url).not.toContain(token);

    server.reply(`${AUTH_PREFIX}/legacymagiclink/account`, { status: 401, body: { message: 'This login link has expired or was already used.' } });
    await expect(loginLinkAccount(auth(), 'b'.repeat(43), 'legacy')).resolves.toEqual({ ok: false, invalidLink: true });
    server.reply(`${AUTH_PREFIX}/legacymagiclink/verify`, { status: 401, body: { message: 'This login link has expired or was already used.' } });
    await expect(verifyLoginLink(auth(), 'b'.repeat(43), 'legacy')).resolves.toEqual({ ok: false, invalidLink: true });
    server.reply(`${AUTH_PREFIX}/magiclink/verify`, { status: 500, body: {} });
    await expect(verifyLoginLink(auth(), 'c'.repeat(43), 'magic')).resolves.toEqual({ ok: false, invalidLink: false, message: 'Error verifying magic link' });
  });
});

describe('after-login destination (docs/product/routing.md)', () => {
  it('follows nextRoute when present', () => {
    expect(afterLoginDestination({ nextRoute: '/requests/7?tab=notes', hasLinkedIdentity: false, partnerBrand: false, providersOffered: true })).toBe(
      '/requests/7?tab=notes',
    );
  });
  it('goes Home with a linked identity, on the partner brand or with no provider to link, else to LinkAccounts', () => {
    expect(afterLoginDestination({ hasLinkedIdentity: true, partnerBrand: false, providersOffered: true })).toBe('/home');
    expect(afterLoginDestination({ hasLinkedIdentity: false, partnerBrand: true, providersOffered: true })).toBe('/home');
    expect(afterLoginDestination({ hasLinkedIdentity: false, partnerBrand: false, providersOffered: true })).toBe('/link-accounts');
    expect(afterLoginDestination({ hasLinkedIdentity: false, partnerBrand: false, providersOffered: false })).toBe('/home');
  });
  it('never follows a nextRoute that leaves the portal', () => {
    expect(afterLoginDestination({ nextRoute: '//evil.example/x', hasLinkedIdentity: true, partnerBrand: false, providersOffered: true })).toBe('/home');
    expect(afterLoginDestination({ nextRoute: 'https://evil.example', hasLinkedIdentity: false, partnerBrand: false, providersOffered: true })).toBe(
      '/link-accounts',
    );
  });
});
