import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox, orderKey, type DrainDeps } from '@/offline/drain-outbox';
import { enqueueWrite, type WriteInput } from '@/offline/enqueue-write';
import { OfflineDb } from '@/offline/offline-db';
import { bodyProblem } from '@/offline/outbox-contracts';
import { createFetchTransport } from '@/offline/outbox-transport';
import { startOutboxTestServer, type OutboxTestServer } from './support/outbox-test-server';

/**
 * The request.create kind (docs/product/requests.md#filed-offline): a request filed offline under
 * its client id, and the writes made on it before it reached the server, which wait for it.
 */
const USER = 'user-1';
const ASSET = '11111111-1111-4111-8111-111111111111';
let server: OutboxTestServer;
let db: OfflineDb;
let clock: number;

beforeAll(async () => {
  server = await startOutboxTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  db = new OfflineDb(`request-create-test-${crypto.randomUUID()}`);
  clock = 1_000_000;
  server.applied.length = 0;
});

const deps = (): DrainDeps => ({
  db,
  userId: () => USER,
  send: createFetchTransport({ apiBaseUrl: server.origin, authHeaders: () => ({ authorization: 'Bearer tok' }) }),
  refreshSession: () => Promise.resolve(true),
  now: () => clock,
  random: () => 0.5,
});
const enqueue = (input: WriteInput) => enqueueWrite(input, { db, userId: USER, headers: {}, pagePath: '/requests/new', now: clock });

const fullService = (id = crypto.randomUUID()) =>
  ({
    kind: 'request.create',
    method: 'POST',
    url: '/requests',
    body: { id, assetId: ASSET, incidentDescription: 'Compressor trips.', reportedAt: '2026-11-28T09:00:00.000Z' },
    entityId: id,
  }) satisfies WriteInput<'request.create'>;
const note = (requestId: string, text: string): WriteInput<'request.note'> => {
  const id = crypto.randomUUID();
  return { kind: 'request.note', method: 'POST', url: `/requests/${requestId}/notes`, body: { id, text }, entityId: id };
};
const activity = (requestId: string, description: string): WriteInput<'activity.create'> => {
  const id = crypto.randomUUID();
  return { kind: 'activity.create', method: 'POST', url: '/self-service/activities', body: { id, requestId, description }, entityId: id };
};
const checkIn = (requestId: string): WriteInput<'request.checkin'> => ({
  kind: 'request.checkin',
  method: 'POST',
  url: `/requests/${requestId}/checkin`,
  body: { checkedInAt: '2026-11-28T09:05:00.000Z' },
  entityId: requestId,
});
const checkOut = (requestId: string): WriteInput<'request.checkout'> => ({
  kind: 'request.checkout',
  method: 'POST',
  url: `/requests/${requestId}/checkout`,
  body: { checkedOutAt: '2026-11-28T09:35:00.000Z' },
  entityId: requestId,
});
const appliedPaths = () => server.applied.map((a) => a.path.replace('/v3/ssp', ''));
const entryOf = async (opId: string) => (await db.outbox.where({ opId }).first())!;

describe('request.create', () => {
  it('takes a full-service or a self-service create body, and names what is wrong in any other', () => {
    const id = crypto.randomUUID();
    expect(bodyProblem('request.create', fullService(id).body, false)).toBeNull();
    expect(
      bodyProblem(
        'request.create',
        { id, assetId: ASSET, requestType: 'Self Service Incident', incidentDescription: 'Grinder jams.', selfServiceTroubleshootingStatus: null },
        false,
      ),
    ).toBeNull();
    expect(bodyProblem('request.create', { ...fullService(id).body, id: 'offline-1' }, false)).toMatch(/^This change was not sent: .*request\.create/);
  });

  it('shares a lane with the writes addressed to the request it creates', () => {
    const create = fullService();
    expect(orderKey(create)).toBe(create.entityId);
    expect(orderKey({ url: note(create.entityId, 'x').url, entityId: null })).toBe(create.entityId);
    expect(orderKey({ url: '/self-service/requests', entityId: create.entityId })).toBe(create.entityId);
  });

  it('makes the writes naming an undelivered request (in the address or the body) depend on it, not its own check-ins', async () => {
    const create = fullService();
    const other = fullService();
    await enqueue(create);
    await enqueue(other);
    const onIt = await entryOf((await enqueue(note(create.entityId, 'gasket torn'))).opId);
    const selfServiceActivity = await entryOf((await enqueue(activity(create.entityId, 'bought ice'))).opId);
    const visit = await entryOf((await enqueue(checkIn(create.entityId))).opId);
    const elsewhere = await entryOf((await enqueue(note(crypto.randomUUID(), 'another request'))).opId);
    expect(onIt.dependsOn).toEqual([create.entityId]);
    expect(selfServiceActivity.dependsOn).toEqual([create.entityId]);
    expect(visit.dependsOn).toEqual([]);
    expect(elsewhere.dependsOn).toEqual([]);
  });

  it('sends the request first, then what was added to it, each once, and holds them while the create waits', async () => {
    const create = fullService();
    await enqueue(create);
    await enqueue(note(create.entityId, 'gasket torn'));
    await enqueue(activity(create.entityId, 'bought ice'));
    await enqueue(checkIn(create.entityId));
    await enqueue(checkOut(create.entityId));
    server.script('/v3/ssp/requests', { kind: 'fail', status: 503 });

    // The create meets a server error: nothing on the request goes, the self-service activity (another lane) neither.
    expect((await drainOutbox(deps())).state).toBe('waiting');
    expect(server.applied).toHaveLength(0);

    clock += 60_000;
    expect(await drainOutbox(deps())).toEqual({ state: 'idle' });
    const paths = appliedPaths();
    expect(paths[0]).toBe('/requests');
    expect(paths.filter((p) => p.startsWith(`/requests/${create.entityId}/`))).toEqual([
      `/requests/${create.entityId}/notes`,
      `/requests/${create.entityId}/checkin`,
      `/requests/${create.entityId}/checkout`,
    ]);
    expect(paths).toContain('/self-service/activities');
    expect(paths).toHaveLength(5);
    expect(JSON.parse(server.applied[0]!.body)).toMatchObject({ id: create.entityId, reportedAt: '2026-11-28T09:00:00.000Z' });
    expect((await db.outbox.toArray()).every((e) => e.status === 'done')).toBe(true);
  });

  it('keeps what was added to a refused request unsent, with the request in needs attention', async () => {
    const create = fullService();
    await enqueue(create);
    await enqueue(activity(create.entityId, 'bought ice'));
    server.script('/v3/ssp/requests', { kind: 'fail', status: 400, message: 'reportedAt must be within the last 7 days.' });
    await drainOutbox(deps());
    expect(server.applied).toHaveLength(0);
    const [request, waiting] = await db.outbox.toArray();
    expect(request).toMatchObject({ status: 'rejected', lastError: 'reportedAt must be within the last 7 days.' });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
