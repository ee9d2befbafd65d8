import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCluster, SERVED_BY_HEADER, type Cluster } from '../../../scripts/scale/cluster';
import { HEADERS } from '../../../src/domain/api/headers';
import { API_PREFIX, AUTH_PREFIX } from '../../../src/domain/api/paths';
import { AUTH_PATHS, BOT_CHECK_HEADER } from '../../../src/domain/auth/auth-api';
import { REPLAYED_HEADER } from '../../../src/server/plugins/idempotency';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { onceEach, runsBeyondDueMinutes } from '../../helpers/job-runs';
import { copyPostgresTemplate, databaseUrl, dropPostgresDatabase } from '../../helpers/template-database';
import { testDbKind } from '../../helpers/test-app';

/**
 * `npm run scale:demo`'s cluster, driven over real HTTP: two server processes on one PostgreSQL
 * database of this test's own, files in s3rver, a round-robin proxy in front. Everything goes
 * through the proxy, so consecutive requests land on alternate nodes, and the test checks that one
 * node carries on where the other left off. (The same properties in-process, on PGlite too:
 * two-nodes.test.ts, tests/server/jobs.)
 *
 * A vitest test rather than a Playwright spec: every check is an HTTP answer, a header or a row, so
 * no browser is needed; the server project already has TEST_DATABASE_URL and the seeded template
 * to copy; and Playwright's web server is the one embedded-database server the browser specs use.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const skipped = !baseUrl
  ? 'needs TEST_DATABASE_URL (PostgreSQL): two processes cannot open one embedded database'
  : testDbKind() !== 'postgres'
    ? 'runs in the PostgreSQL project'
    : undefined;

const RATE_LIMIT = 6;
const PURGES = ['purge-idempotency-keys', 'purge-rate-limit-windows', 'purge-sign-in-secrets', 'purge-public-links'];
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`cluster ${randomUUID()}`)]);
const staff = DEMO.users.locationStaff;
const request = DEMO.requests.openEmergencyForVendorTech.id;

interface Answer {
  status: number;
  servedBy: string;
  headers: Headers;
  body: string;
}

describe.skipIf(skipped)(`two server processes behind a round-robin proxy${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const database = `scale_e2e_${randomBytes(6).toString('hex')}`;
  let cluster: Cluster;
  let sql: pg.Client;
  let token = '';

  const send = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const res = await fetch(`${cluster.url}${path}`, { ...init, headers });
    return { status: res.status, servedBy: res.headers.get(SERVED_BY_HEADER) ?? '', headers: res.headers, body: await res.text() };
  };
  const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown>;
  const postJson = (path: string, body: object, headers: Record<string, string> = {}) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    // A copy of the run's migrated, seeded template: a database of this test's own.
    await copyPostgresTemplate(baseUrl!, inject('templateDatabase').postgresDatabase, database);
    cluster = await startCluster({
      databaseUrl: databaseUrl(baseUrl!, database),
      port: 0,
      // The purges are due every minute, so they run while the test looks.
      env: { LOG_LEVEL: 'error', AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), PURGE_CRON: '* * * * *' },
    });
    sql = new pg.Client({ connectionString: databaseUrl(baseUrl!, database) });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
    await dropPostgresDatabase(baseUrl!, database);
  });

  it('serves consecutive requests from both nodes in turn', async () => {
    const servedBy = [];
    for (let i = 0; i < 4; i++) {
      const answer = await send('/readyz');
      expect(answer.status).toBe(200);
      servedBy.push(answer.servedBy);
    }
    expect(new Set(servedBy)).toEqual(new Set(['node-1', 'node-2']));
    for (let i = 1; i < servedBy.length; i++) expect(servedBy[i]).not.toBe(servedBy[i - 1]);
  });

  it('signs in across both nodes, and the session works on each', async () => {
    // The bot-check challenge from one node is redeemed on the other; the code recorded by one is read from the other.
    const challengeAnswer = await send(`${AUTH_PREFIX}${AUTH_PATHS.botCheckChallenge}`);
    const challenge = JSON.parse(challengeAnswer.body) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const requested = await postJson(`${AUTH_PREFIX}${AUTH_PATHS.otpRequestEmail}`, { email: staff.email }, { [BOT_CHECK_HEADER]: proof });
    expect(requested.status, requested.body).toBe(200);
    expect(requested.servedBy).not.toBe(challengeAnswer.servedBy);
    const sid = String(json(requested).sid);
    const mailbox = await send(`/dev/mailbox?sid=${sid}`, { headers: { accept: 'application/json' } });
    expect(mailbox.servedBy).not.toBe(requested.servedBy);
    const [message] = JSON.parse(mailbox.body) as { code: string }[];
    const verified = await send(`${AUTH_PREFIX}${AUTH_PATHS.otpVerify}?${new URLSearchParams({ user: staff.email, sid, code: message!.code })}`);
    expect(verified.status, verified.body).toBe(200);
    token = String(json(verified).accessToken);

    const profiles = [await send(`${API_PREFIX}/user-profiles/self`), await send(`${API_PREFIX}/user-profiles/self`)];
    expect(profiles.map((p) => p.status)).toEqual([200, 200]);
    expect(new Set(profiles.map((p) => p.servedBy)).size).toBe(2);
    for (const profile of profiles) expect(json(profile)).toMatchObject({ id: staff.id });
  });

  it('downloads through one node a photo uploaded through the other', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ id: randomUUID(), requestId: request, attachmentType: 'Photo' })) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'coil.png');
    const uploaded = await send(`${API_PREFIX}/requests/${request}/attachments`, { method: 'POST', body: form });
    expect(uploaded.status, uploaded.body).toBe(201);
    const signed = await send(`${API_PREFIX}/s3?url=${encodeURIComponent(String(json(uploaded).fileKey))}`);
    expect(signed.status, signed.body).toBe(200);
    expect(signed.servedBy).not.toBe(uploaded.servedBy);
    expect(String(json(signed).url)).toContain(cluster.files.endpoint);
    const download = await fetch(String(json(signed).url));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
  });

  it('applies once a write replayed through the other node under the same idempotency key', async () => {
    const key = randomUUID();
    const note = { id: randomUUID(), text: `Through the proxy twice (${key}).` };
    const first = await postJson(`${API_PREFIX}/requests/${request}/notes`, note, { [HEADERS.idempotencyKey]: key });
    const replay = await postJson(`${API_PREFIX}/requests/${request}/notes`, note, { [HEADERS.idempotencyKey]: key });
    expect(first.status, first.body).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.servedBy).not.toBe(first.servedBy);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(json(replay)).toMatchObject({ opId: key });
    const timeline = json(await send(`${API_PREFIX}/requests/${request}/activities?limit=200`)) as { items: { description: string }[] };
    expect(timeline.items.filter((item) => item.description === note.text)).toHaveLength(1);
  });

  it('counts a rate limit across both nodes', async () => {
    // The sign-in above took one challenge; the rest of the minute's allowance alternates between the nodes.
    const path = `${AUTH_PREFIX}${AUTH_PATHS.botCheckChallenge}`;
    const answers: Answer[] = [];
    for (let i = 1; i < RATE_LIMIT + 2; i++) answers.push(await send(path));
    const allowed = answers.slice(0, RATE_LIMIT - 1);
    expect(allowed.map((a) => a.status)).toEqual(allowed.map(() => 200));
    expect(allowed.map((a) => Number(a.headers.get('x-ratelimit-remaining')))).toEqual([4, 3, 2, 1, 0]);
    expect(new Set(allowed.map((a) => a.servedBy)).size).toBe(2);
    const refused = answers.slice(RATE_LIMIT - 1);
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(refused.map((a) => a.servedBy)).size).toBe(2);
  });

  it('runs each scheduled purge once per minute across both nodes', async () => {
    // Both nodes look at the schedules: each minute a purge was due in, it must be sent once and run once.
    const check = () => runsBeyondDueMinutes((text, values) => sql.query(text, values), PURGES);
    await expect.poll(check, { timeout: 20_000, interval: 250 }).toEqual(onceEach(PURGES));
    // And no second run turns up while both nodes keep polling.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await check()).toEqual(onceEach(PURGES));
  });
});
