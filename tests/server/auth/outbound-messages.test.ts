import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { loadConfig } from '../../../src/server/config';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser } from './auth-fixtures';

interface TwilioCall {
  url: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local HTTP server answering as Twilio's Messages API does. */
async function fakeTwilio(status = 201): Promise<{ server: Server; url: string; calls: TwilioCall[] }> {
  const calls: TwilioCall[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ url: req.url ?? '', authorization: req.headers.authorization, form: new URLSearchParams(body) });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { sid: 'SM123', status: 'queued' } : { code: 21211, message: "The 'To' number is not a valid phone number." }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

describe('outbound messages', () => {
  const apps: TestApp[] = [];
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    servers.forEach((s) => s.close());
  });
  const open = async (env: Record<string, string>) => {
    const t = await createTestApp({ BOT_CHECK: '0', ...env });
    apps.push(t);
    return t;
  };
  const twilioEnv = (url: string) => ({
    SMS_PROVIDER: 'twilio',
    TWILIO_API_URL: url,
    TWILIO_ACCOUNT_SID: 'AC0123',
    TWILIO_AUTH_TOKEN: 'secret-token',
    TWILIO_FROM: '+15550000000',
  });

  it('texts login codes through Twilio when configured, recording nothing', async () => {
    const twilio = await fakeTwilio();
    servers.push(twilio.server);
    const t = await open(twilioEnv(twilio.url));
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestPhone), payload: { phone: user.phone } });
    expect(res.json()).toEqual({ sid: expect.any(String) });

    expect(twilio.calls).toHaveLength(1);
    const [call] = twilio.calls;
    expect(call!.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(call!.authorization).toBe(`Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    expect(call!.form.get('To')).toBe(user.phone);
    expect(call!.form.get('From')).toBe('+15550000000');
    expect(call!.form.get('Body')).toMatch(/^\d{6} is your Service Portal login code/);
    expect((await t.app.inject('/dev/mailbox')).json()).toEqual([]);

    // Email has no transport here, so it is still recorded.
    await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: user.email } });
    expect((await t.app.inject('/dev/mailbox')).json()).toEqual([expect.objectContaining({ to: user.email })]);
  });

  it('answers a 500 without internals when Twilio refuses the message', async () => {
    const twilio = await fakeTwilio(400);
    servers.push(twilio.server);
    const t = await open(twilioEnv(twilio.url));
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestPhone), payload: { phone: user.phone } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('An unexpected error occurred. Please try again.');
  });

  it('serves the dev mailbox as JSON newest first and as a page', async () => {
    const t = await open({});
    const user = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: user.email } });
    await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.magicLinkRequest), payload: { email: user.email } });

    const list = (await t.app.inject('/dev/mailbox')).json<Array<Record<string, string | null>>>();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ to: user.email, link: expect.stringContaining('/login?token='), code: null });
    expect(list[1]).toMatchObject({ to: user.email, code: expect.stringMatching(/^\d{6}$/), subject: expect.stringContaining('login code') });
    expect((await t.app.inject('/dev/mailbox?limit=1&offset=1')).json()).toEqual([list[1]]);
    expect((await t.app.inject('/dev/mailbox?limit=0')).statusCode).toBe(400);

    for (const req of [{ url: '/dev/mailbox/view' }, { url: '/dev/mailbox', headers: { accept: 'text/html,application/xhtml+xml' } }]) {
      const page = await t.app.inject(req);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(list[1]!.code);
      expect(page.body).toContain(user.email);
    }
  });

  it('answers the code of one login request by its sid, so concurrent sign-ins of one user never swap codes', async () => {
    const t = await open({});
    const user = await createUser(t.app);
    const ask = async () =>
      (await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: user.email } })).json<{ sid: string }>().sid;
    const [first, second] = [await ask(), await ask()];
    const codeOf = async (sid: string) => (await t.app.inject(`/dev/mailbox?sid=${sid}`)).json<Array<{ code: string; loginSessionId: string }>>();
    const [one, two] = [await codeOf(first), await codeOf(second)];
    expect(one).toEqual([expect.objectContaining({ to: user.email, loginSessionId: first, code: expect.stringMatching(/^\d{6}$/) })]);
    expect(two).toEqual([expect.objectContaining({ loginSessionId: second })]);
    // The first request's code still logs in with the first sid, whatever came after it.
    const verified = await t.app.inject({ method: 'GET', url: authUrl(AUTH_PATHS.otpVerify), query: { user: user.email, sid: first, code: one[0]!.code } });
    expect(verified.statusCode).toBe(200);
    expect((await t.app.inject('/dev/mailbox?sid=not-an-id')).statusCode).toBe(400);
  });

  it('serves the dev mailbox only to this machine unless DEV_MAILBOX=1, and never in production', async () => {
    // The default HOST is loopback outside production: nobody else can reach the codes.
    expect((await (await open({})).app.inject('/dev/mailbox')).statusCode).toBe(200);
    expect((await (await open({ HOST: '0.0.0.0' })).app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await (await open({ HOST: '0.0.0.0', DEV_MAILBOX: '1' })).app.inject('/dev/mailbox')).statusCode).toBe(200);
    expect((await (await open({ DEV_MAILBOX: '0' })).app.inject('/dev/mailbox')).statusCode).toBe(404);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect((await (await open(production)).app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect(() => loadConfig({ ...production, DEV_MAILBOX: '1' })).toThrow(/DEV_MAILBOX="1" must not be on in production/);
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
  }, 90_000); // five servers built one after another

  it('requires SESSION_SECRET in production and the Twilio settings with SMS_PROVIDER=twilio', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required when NODE_ENV=production/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio/);
  });
});
