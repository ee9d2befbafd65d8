import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox, MAX_PARALLEL_SENDS, orderKey, retryAfterReconnect, type DrainDeps } from '@/offline/drain-outbox';
import { enqueueWrite, type WriteInput } from '@/offline/enqueue-write';
import { forgetOtherUsers } from '@/offline/offline-account';
import { OfflineDb } from '@/offline/offline-db';
import { createFetchTransport, createSessionRefresher } from '@/offline/outbox-transport';
import { PAYLOAD_VERSIONS } from '@/offline/payload-versions';
import { startOutboxTestServer, type OutboxTestServer } from './support/outbox-test-server';

const USER = 'user-1';
let server: OutboxTestServer;
let db: OfflineDb;
let clock: number;
/** The access token the page would read from its cookie; a refresh hands out the server's. */
let token: string;

beforeAll(async () => {
  server = await startOutboxTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  db = new OfflineDb(`outbox-test-${crypto.randomUUID()}`);
  clock = 1_000_000;
  token = 'tok-1';
  server.requireToken(null);
  server.failRefresh(false);
  server.applied.length = 0;
  server.received.length = 0;
});

function deps(extra: Partial<DrainDeps> = {}): DrainDeps {
  const refresh = createSessionRefresher(server.origin);
  return {
    db,
    userId: () => USER,
    send: createFetchTransport({ apiBaseUrl: server.origin, authHeaders: () => ({ authorization: `Bearer ${token}` }) }),
    refreshSession: async () => {
      const ok = await refresh();
      // The refreshed cookie the page would read next.
      if (ok) token = 'tok-2';
      return ok;
    },
    now: () => clock,
    random: () => 0.5,
    ...extra,
  };
}

const note = (requestId: string, text: string, extra: Partial<WriteInput<'request.note'>> = {}): WriteInput<'request.note'> => ({
  kind: 'request.note',
  method: 'POST',
  url: `/requests/${requestId}/notes`,
  body: { id: crypto.randomUUID(), text },
  ...extra,
});

const enqueue = (input: WriteInput, userId = USER) =>
  enqueueWrite(input, { db, userId, headers: { 'x-selected-customer-id': 'c-1' }, pagePath: '/requests/r1', now: clock });

/** What each applied write says: a note's text, an activity's description. */
const appliedTexts = () => server.applied.map((a) => ((b: { text?: string; description?: string }) => b.text ?? b.description ?? '')(JSON.parse(a.body)));

describe('draining the outbox', () => {
  it('sends each request’s entries in the order they were queued, each once with its opId as Idempotency-Key, and marks them done', async () => {
    const a = await enqueue(note('r1', 'first'));
    const b = await enqueue(note('r2', 'second'));
    const c = await enqueue(note('r1', 'third'));
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(appliedTexts().filter((t) => t !== 'second')).toEqual(['first', 'third']);
    expect(server.applied.map((w) => w.key).sort()).toEqual([a.opId, b.opId, c.opId].sort());
    expect(server.applied.find((w) => w.key === a.opId)!.path).toBe('/v3/ssp/requests/r1/notes');
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['done', 'done', 'done']);
  });

  it('sends different requests side by side, at most MAX_PARALLEL_SENDS at once, each request in order', async () => {
    for (let round = 0; round < 3; round++) for (let r = 0; r < 10; r++) await enqueue(note(`r${r}`, `r${r}-${round}`));
    const base = deps().send;
    let inFlight = 0;
    let most = 0;
    // The first sends are held until the drainer has as many in flight as it may (a timer here made
    // the count depend on the machine's speed); a drainer that never gets there fails by timing out.
    let full!: () => void;
    const filled = new Promise<void>((resolve) => (full = resolve));
    const send: DrainDeps['send'] = async (...args) => {
      most = Math.max(most, ++inFlight);
      if (inFlight === MAX_PARALLEL_SENDS) full();
      try {
        await filled;
        return await base(...args);
      } finally {
        inFlight--;
      }
    };
    expect(await drainOutbox(deps({ send }))).toEqual({ state: 'idle' });
    expect(most).toBe(MAX_PARALLEL_SENDS);
    expect(server.applied).toHaveLength(30);
    for (let r = 0; r < 10; r++) expect(appliedTexts().filter((t) => t.startsWith(`r${r}-`))).toEqual([`r${r}-0`, `r${r}-1`, `r${r}-2`]);
  });

  it('lets a request whose write failed wait alone while the others are delivered', async () => {
    await enqueue(note('r1', 'fails'));
    await enqueue(note('r1', 'after the failure'));
    await enqueue(note('r2', 'fine'));
    await enqueue(note('r3', 'fine too'));
    server.script('/v3/ssp/requests/r1/notes', { kind: 'fail', status: 503 });
    expect(await drainOutbox(deps())).toEqual({ state: 'waiting', until: clock + 1500 });
    expect(appliedTexts().sort()).toEqual(['fine', 'fine too']);
    clock += 1500;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(appliedTexts().slice(2)).toEqual(['fails', 'after the failure']);
  });

  it('sends at once, when the connection returns, the writes that only waited for a network', async () => {
    await enqueue(note('r1', 'written offline'));
    await enqueue(note('r2', 'refused once'));
    server.script('/v3/ssp/requests/r2/notes', { kind: 'fail', status: 500 });
    const offline: DrainDeps['send'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await drainOutbox(deps({ send: async (entry, ...rest) => (entry.url.includes('r1') ? offline(entry, ...rest) : deps().send(entry, ...rest)) }));
    clock += 1; // both now wait out a backoff
    expect((await drainOutbox(deps())).state).toBe('waiting');
    expect(await retryAfterReconnect(db, USER)).toBe(1);
    // The network failure goes at once; the server's refusal still waits out its backoff.
    expect(await drainOutbox(deps())).toMatchObject({ state: 'waiting' });
    expect(appliedTexts()).toEqual(['written offline']);
  });

  it('renews the session once when parallel sends all meet a 401', async () => {
    server.requireToken('tok-2');
    const before = server.refreshCalls;
    for (let r = 0; r < 5; r++) await enqueue(note(`r${r}`, `note ${r}`));
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(server.refreshCalls - before).toBe(1);
    expect(server.applied).toHaveLength(5);
  });

  it('sends the recorded selection headers and page path with the current token', async () => {
    await enqueue(note('r1', 'hello'));
    await drainOutbox(deps());
    expect(server.received[0]!.authorization).toBe('Bearer tok-1');
  });

  it('retries a network failure and a 5xx with growing, capped backoff and keeps later entries waiting', async () => {
    await enqueue(note('r1', 'first'));
    await enqueue(note('r1', 'second'));
    server.script('/v3/ssp/requests/r1/notes', { kind: 'fail', status: 503 }, { kind: 'fail', status: 500 });

    const first = await drainOutbox(deps());
    // 2 s × 2^0, jitter at the middle of the upper half: 1.5 s.
    expect(first).toEqual({ state: 'waiting', until: clock + 1500 });
    expect(server.applied).toHaveLength(0);
    expect(await drainOutbox(deps())).toEqual(first);
    expect(server.received).toHaveLength(1);

    clock += 1500;
    expect(await drainOutbox(deps())).toEqual({ state: 'waiting', until: clock + 3000 });
    const [head, next] = await db.outbox.toArray();
    expect(head).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 500, lastError: 'Failed.' });
    expect(next).toMatchObject({ status: 'pending', attempts: 0 });

    clock += 3000;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(appliedTexts()).toEqual(['first', 'second']);
  });

  it('gives up on a send that hangs (a weak signal) and retries it later with backoff', async () => {
    await enqueue(note('r1', 'hung'));
    // A network that takes the request and never answers, as on lie-fi.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    const send = createFetchTransport({ apiBaseUrl: server.origin, authHeaders: () => ({}), fetch: hanging, timeoutMs: 50 });
    expect(await drainOutbox(deps({ send }))).toEqual({ state: 'waiting', until: clock + 1500 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });

    clock += 1500;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(appliedTexts()).toEqual(['hung']);
  });

  it('waits at least as long as a 429 Retry-After asks', async () => {
    await enqueue(note('r1', 'x'));
    server.script('/v3/ssp/requests/r1/notes', { kind: 'fail', status: 429, headers: { 'retry-after': '60' } });
    expect(await drainOutbox(deps())).toEqual({ state: 'waiting', until: clock + 60_000 });
  });

  it('applies a write once when the answer was lost after the server committed it', async () => {
    await enqueue(note('r1', 'once'));
    server.script('/v3/ssp/requests/r1/notes', { kind: 'apply-then-drop' });
    const result = await drainOutbox(deps());
    expect(result.state).toBe('waiting');
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', lastStatus: null });
    clock += 10_000;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(server.received).toHaveLength(2);
    expect(appliedTexts()).toEqual(['once']);
  });

  it('does not count a 2xx without the opId echoed as delivered', async () => {
    await enqueue(note('r1', 'echo'));
    server.script('/v3/ssp/requests/r1/notes', { kind: 'apply', echo: false });
    expect((await drainOutbox(deps())).state).toBe('waiting');
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The server did not confirm this change; will retry.' });
    clock += 10_000;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect((await db.outbox.toArray())[0]!.status).toBe('done');
    expect(server.applied).toHaveLength(1);
  });

  it('sets a refused write aside as needs attention with the server message and sends the rest', async () => {
    await enqueue(note('bad', 'refused'));
    await enqueue(note('r1', 'fine'));
    server.script('/v3/ssp/requests/bad/notes', { kind: 'fail', status: 422, message: 'This request is closed.' });
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    const [refused, fine] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'rejected', lastStatus: 422, lastError: 'This request is closed.' });
    expect(fine!.status).toBe('done');
  });

  it('pauses on a 401, renews the session without losing the entry, and carries on', async () => {
    server.requireToken('tok-2');
    await enqueue(note('r1', 'after refresh'));
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(server.refreshCalls).toBeGreaterThan(0);
    expect(server.received.map((r) => r.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(appliedTexts()).toEqual(['after refresh']);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'done', attempts: 0 });
  });

  it('stays paused, entry pending and untouched, when the session cannot be renewed', async () => {
    server.requireToken('tok-other');
    server.failRefresh(true);
    await enqueue(note('r1', 'later'));
    expect(await drainOutbox(deps())).toEqual({ state: 'paused-auth' });
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 0, lastStatus: 401 });
    expect(server.applied).toHaveLength(0);
  });

  it('holds a write that depends on another until that one is delivered', async () => {
    const photoId = crypto.randomUUID();
    const activity = { id: photoId, requestId: crypto.randomUUID(), description: 'photo' };
    await enqueue({ kind: 'activity.create', method: 'POST', url: '/self-service/activities', body: activity, entityId: photoId });
    await enqueue(note('r1', 'see photo', { dependsOn: [photoId] }));
    await enqueue(note('r2', 'independent'));
    server.script('/v3/ssp/self-service/activities', { kind: 'fail', status: 400, message: 'Bad photo.' });

    const blocked = await drainOutbox(deps());
    expect(blocked.state).toBe('waiting');
    expect(appliedTexts()).toEqual(['independent']);

    const rejected = (await db.outbox.toArray())[0]!;
    await db.outbox.update(rejected.seq!, { status: 'pending', attempts: 0, nextAttemptAt: clock });
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(appliedTexts()).toEqual(['independent', 'photo', 'see photo']);
  });

  it('leaves an entry of a closed tab alone until its lease runs out, then sends it once', async () => {
    const { opId } = await enqueue(note('r1', 'from a closed tab'));
    const entry = (await db.outbox.where({ opId }).first())!;
    // What a tab that closed mid-send leaves behind.
    await db.outbox.update(entry.seq!, { status: 'in-flight', leaseExpiresAt: clock + 120_000 });

    expect(await drainOutbox(deps())).toEqual({ state: 'waiting', until: clock + 120_000 });
    expect(server.received).toHaveLength(0);

    clock += 120_000;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(appliedTexts()).toEqual(['from a closed tab']);
  });

  it('takes a stale in-flight entry back at once when it holds the drain lock', async () => {
    const { opId } = await enqueue(note('r1', 'orphan'));
    const entry = (await db.outbox.where({ opId }).first())!;
    await db.outbox.update(entry.seq!, { status: 'in-flight', leaseExpiresAt: clock + 120_000 });
    expect(await drainOutbox(deps({ exclusive: true }))).toEqual({ state: 'idle' });
    expect(appliedTexts()).toEqual(['orphan']);
  });

  it('sends an entry queued by an older app version in the shape the new version sends', async () => {
    await enqueue(note('r1', 'old shape'));
    const payloadVersions = { ...PAYLOAD_VERSIONS, 'request.note': 2 };
    const upgrades = { 'request.note': { 1: (body: unknown) => ({ ...(body as object), actionRequired: false }) } };
    await drainOutbox(deps({ payloadVersions, upgrades }));
    expect(JSON.parse(server.applied[0]!.body)).toMatchObject({ text: 'old shape', actionRequired: false });
  });

  it('sets aside an entry whose payload version this app cannot read', async () => {
    await enqueue(note('r1', 'from the future'));
    await drainOutbox(deps({ payloadVersions: { ...PAYLOAD_VERSIONS, 'request.note': 0 } }));
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'rejected' });
    expect(server.received).toHaveLength(0);
  });

  const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x01, 0x02])], { type: 'image/jpeg' });
  const upload = (typeMetadata: string) => {
    const id = crypto.randomUUID();
    return enqueue({
      kind: 'attachment.upload',
      method: 'POST',
      url: '/requests/r1/attachments',
      body: { id, requestId: crypto.randomUUID(), attachmentType: 'Photo', typeMetadata },
      blobs: [{ blob: photo(), fileName: 'pump.jpg' }],
      entityId: id,
    });
  };

  it('builds a multipart upload from the stored bytes at send time, and counts a 202 as delivered', async () => {
    const { opId } = await upload('{"angle":"front"}');
    expect(await db.blobs.count()).toBe(1);
    server.script('/v3/ssp/requests/r1/attachments', { kind: 'apply', status: 202 });
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    const sent = server.applied[0]!;
    expect(sent.key).toBe(opId);
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="attachmentType"\r\n\r\nPhoto');
    expect(sent.body).toContain('name="typeMetadata"\r\n\r\n{"angle":"front"}');
    expect(sent.body).toContain('filename="pump.jpg"');
    expect(sent.body).toContain('\xff\xd8\xff\x01\x02');
    // Delivered: the bytes leave the device.
    expect(await db.blobs.count()).toBe(0);
  });

  it('sends an upload queued before bodies were typed (typeMetadata stored as an object) as JSON text', async () => {
    const { opId } = await upload('{}');
    const entry = (await db.outbox.where({ opId }).first())!;
    await db.outbox.update(entry.seq!, { body: { ...(entry.body as object), typeMetadata: { angle: 'front' } } });
    server.script('/v3/ssp/requests/r1/attachments', { kind: 'apply', status: 202 });
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    expect(server.applied[0]!.body).toContain('name="typeMetadata"\r\n\r\n{"angle":"front"}');
  });

  it('sets aside, unsent, an entry whose body does not fit its kind’s contract, naming the field; the rest still goes', async () => {
    const { opId } = await enqueue(note('r1', 'renamed field'));
    const entry = (await db.outbox.where({ opId }).first())!;
    // What a producer that drifted from the contract would have stored: `text` under another name.
    await db.outbox.update(entry.seq!, { body: { id: crypto.randomUUID(), message: 'renamed field' } });
    await enqueue(note('r1', 'next'));
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    const [refused, next] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'rejected', lastStatus: null });
    expect(refused!.lastError).toMatch(/^This change was not sent: .*\(request\.note: text: .*; body: .*message.*\)/);
    expect(next!.status).toBe('done');
    expect(server.received).toHaveLength(1);
    expect(appliedTexts()).toEqual(['next']);
  });

  it("only sends the signed-in user's entries; another user's undelivered writes wait for them", async () => {
    await enqueue(note('r1', 'mine'));
    await enqueue(note('r1', 'theirs'), 'user-2');
    await drainOutbox(deps());
    expect(appliedTexts()).toEqual(['mine']);
    await forgetOtherUsers(USER, db, clock);
    const theirs = (await db.outbox.toArray()).filter((e) => e.userId === 'user-2');
    expect(theirs.map((e) => e.status)).toEqual(['pending']);
  });
});

describe('the lanes entries keep their order in', () => {
  it('puts the writes of one request in one lane, whatever their kind', () => {
    const id = '7f0c2a9e-1b1d-4c8e-9f3a-2d5e6b7c8d9e';
    expect(orderKey({ url: `/requests/${id}/notes`, entityId: 'n1' })).toBe(id);
    expect(orderKey({ url: `/requests/${id}/checkin`, entityId: null })).toBe(id);
    expect(orderKey({ url: `/self-service/requests/${id}/set-eta`, entityId: null })).toBe(id);
    expect(orderKey({ url: '/self-service/activities', entityId: 'a1' })).toBe('a1');
  });
});

describe('enqueueWrite', () => {
  it('stores nothing when the optimistic local change fails: both or neither', async () => {
    await expect(
      enqueue(
        note('r1', 'x', {
          localChange: async () => {
            throw new Error('local change failed');
          },
        }),
      ),
    ).rejects.toThrow('local change failed');
    expect(await db.outbox.count()).toBe(0);
  });
});
