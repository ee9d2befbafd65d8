import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, BOT_CHECK_HEADER } from '../../../src/domain/auth/auth-api';
import { solveBotCheck } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser, type TestUser } from './auth-fixtures';

describe('bot check (ALTCHA) on code requests', () => {
  let t: TestApp;
  let other: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });

  const requestCode = (headers: Record<string, string>, path: string = AUTH_PATHS.otpRequestEmail, payload: object = { email: user.email }) =>
    t.app.inject({ method: 'POST', url: authUrl(path), headers, payload });

  it('issues signed challenges that are not cached', async () => {
    const res = await t.app.inject(authUrl(AUTH_PATHS.botCheckChallenge));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ parameters: { algorithm: 'SHA-256', nonce: expect.any(String) }, signature: expect.any(String) });
  });

  it('refuses a request without a solution', async () => {
    const res = await requestCode({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Complete the verification check before requesting a code.');
  });

  it('refuses garbage, a tampered solution and one signed by another server', async () => {
    expect((await requestCode({ [BOT_CHECK_HEADER]: 'not base64 json' })).json().message).toBe('The verification check is not valid. Please try again.');

    // The derived key is the proof of work: a guessed one does not pass.
    const solved = JSON.parse(Buffer.from(await solveBotCheck(t.app), 'base64').toString()) as { solution: { derivedKey: string } };
    solved.solution.derivedKey = `${solved.solution.derivedKey.slice(0, -2)}${solved.solution.derivedKey.endsWith('00') ? 'ff' : '00'}`;
    const tampered = await requestCode({ [BOT_CHECK_HEADER]: Buffer.from(JSON.stringify(solved)).toString('base64') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('The verification check is not valid. Please try again.');

    const foreign = await requestCode({ [BOT_CHECK_HEADER]: await solveBotCheck(other.app) });
    expect(foreign.statusCode).toBe(400);
  });

  it('accepts a solution once, for email and phone requests alike', async () => {
    const header = await solveBotCheck(t.app);
    const first = await requestCode({ [BOT_CHECK_HEADER]: header });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sid: expect.any(String) });

    const replay = await requestCode({ [BOT_CHECK_HEADER]: header }, AUTH_PATHS.otpRequestPhone, { phone: user.phone });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This verification check was already used. Please try again.');

    const phone = await requestCode({ [BOT_CHECK_HEADER]: await solveBotCheck(t.app) }, AUTH_PATHS.otpRequestPhone, { phone: user.phone });
    expect(phone.statusCode).toBe(200);
  });
});
