import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../src/server/db/schema/activities';
import { idempotencyKeys } from '../../../src/server/db/schema/idempotency';
import { requests } from '../../../src/server/db/schema/requests';
import { purgeIdempotencyKeys } from '../../../src/server/plugins/idempotency';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, assets, requests: demoRequests } = DEMO;

describe('idempotent writes (Idempotency-Key)', () => {
  let t: TestApp;
  const api = apiAs<'locationStaff' | 'companyLeader'>(() => t);
  const staff = 'locationStaff';
  const leader = 'companyLeader';
  const post = (who: typeof staff | typeof leader, url: string, payload: object, key?: string) => api.call(who, 'POST', url, payload, { idempotencyKey: key });
  const noteCount = async (requestId: string) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(eq(activities.requestId, requestId))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, [staff, leader]);
  });
  afterAll(() => t.close());

  it('answers a repeated key with the stored response and applies the write once', async () => {
    const key = randomUUID();
    const body = { id: randomUUID(), assetId: assets.enterpriseWithLabel.id, incidentDescription: 'Door will not latch.' };
    const first = await post(staff, 'requests', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().opId).toBe(key);
    const second = await post(staff, 'requests', body, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await noteCount(body.id)).toBe(1);

    // A note (a write that adds a timeline entry each time): replays add nothing.
    const requestId = demoRequests.openEmergencyForVendorTech.id;
    const before = await noteCount(requestId);
    const noteKey = randomUUID();
    const note = { id: randomUUID(), text: 'Compressor is loud.' };
    const a = await post(staff, `requests/${requestId}/notes`, note, noteKey);
    const b = await post(staff, `requests/${requestId}/notes`, note, noteKey);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(await noteCount(requestId)).toBe(before + 1);

    // A state change replayed after later changes still answers what it answered then.
    const priorityKey = randomUUID();
    const p1 = await post(staff, `requests/${body.id}/priority`, { requestPriority: 'Emergency' }, priorityKey);
    await post(staff, `requests/${body.id}/priority`, { requestPriority: 'Low' });
    const p2 = await post(staff, `requests/${body.id}/priority`, { requestPriority: 'Emergency' }, priorityKey);
    expect(p2.json().requestPriority).toBe('Emergency');
    expect(p2.json()).toEqual(p1.json());
    const [row] = await t.database.db.select({ priority: requests.requestPriority }).from(requests).where(eq(requests.id, body.id));
    expect(row!.priority).toBe('Low');
  });

  it('refuses the same key with a different body (422) and keeps keys per user', async () => {
    const key = randomUUID();
    const requestId = demoRequests.openEmergencyForVendorTech.id;
    const note = { id: randomUUID(), text: 'First text.' };
    expect((await post(staff, `requests/${requestId}/notes`, note, key)).statusCode).toBe(201);
    const other = await post(staff, `requests/${requestId}/notes`, { ...note, text: 'Other text.' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used for a different request/);
    const otherPath = await post(staff, `requests/${demoRequests.awaitingDispatch.id}/notes`, note, key);
    expect(otherPath.statusCode).toBe(422);
    // Key order in the JSON does not make a different body.
    expect((await post(staff, `requests/${requestId}/notes`, { text: note.text, id: note.id }, key)).statusCode).toBe(201);
    // Another user's identical key is their own.
    const theirs = await post(leader, `requests/${requestId}/notes`, { id: randomUUID(), text: 'Leader note.' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().opId).toBe(key);
  });

  it('applies two concurrent requests with one key once, both answered alike', async () => {
    const key = randomUUID();
    const requestId = demoRequests.awaitingDispatch.id;
    const before = await noteCount(requestId);
    const note = { id: randomUUID(), text: 'Sent twice at once.' };
    const [a, b] = await Promise.all([post(staff, `requests/${requestId}/notes`, note, key), post(staff, `requests/${requestId}/notes`, note, key)]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json()).toEqual(b.json());
    expect(await noteCount(requestId)).toBe(before + 1);

    // Three at once for a create: one request, one timeline entry.
    const createKey = randomUUID();
    const body = { id: randomUUID(), assetId: assets.enterpriseWithLabel.id, incidentDescription: 'Concurrent create.' };
    const results = await Promise.all([1, 2, 3].map(() => post(staff, 'requests', body, createKey)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(eq(requests.id, body.id));
    expect(count!.n).toBe(1);
    expect(await noteCount(body.id)).toBe(1);
  });

  it('does not store failures, so a corrected retry runs', async () => {
    const key = randomUUID();
    const closed = await post(staff, `requests/${demoRequests.closedEnterprise.id}/checkin`, {}, key);
    expect(closed.statusCode).toBe(409);
    const stored = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(0);
  });

  it('works without the header (opId null) and rejects a malformed key', async () => {
    const res = await post(staff, `requests/${demoRequests.openEmergencyForVendorTech.id}/notes`, { id: randomUUID(), text: 'No key.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().opId).toBeNull();
    const bad = await post(staff, `requests/${demoRequests.openEmergencyForVendorTech.id}/notes`, { id: randomUUID(), text: 'Bad key.' }, 'has spaces in it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Idempotency-Key/);
  });

  it('purges keys older than 30 days and keeps newer ones', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await t.database.db.insert(idempotencyKeys).values([
      {
        userId: users.locationStaff.id,
        key: old,
        method: 'POST',
        path: '/x',
        bodyHash: 'h',
        statusCode: 200,
        responseBody: {},
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
      {
        userId: users.locationStaff.id,
        key: recent,
        method: 'POST',
        path: '/x',
        bodyHash: 'h',
        statusCode: 200,
        responseBody: {},
        createdAt: new Date(Date.now() - 29 * 86_400_000),
      },
    ]);
    expect(await purgeIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});
