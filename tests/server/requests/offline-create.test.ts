import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AutomationView } from '../../../src/domain/guidance/guidance-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import { REPORTED_AT_MAX_AGE_DAYS } from '../../../src/domain/requests/reported-at';
import { locations as locationTable } from '../../../src/server/db/schema/tenancy';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, assets } = DEMO;
type Who = 'locationStaff' | 'companyLeader' | 'retailLeader' | 'selfService';

const HOUR = 60 * 60_000;

/**
 * A request filed offline (docs/product/requests.md#filed-offline): the outbox's request.create is
 * the create call with the client's id (the request's id) and the time the user filed it. Its
 * delivery may be repeated (a lost answer, a tab closed mid-send): one request, one answer.
 */
describe('requests filed offline', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const fullService = (overrides: object = {}) => ({
    id: randomUUID(),
    assetId: assets.enterpriseWithLabel.id,
    requestPriority: 'High',
    incidentDescription: 'Compressor trips after a minute.',
    reportedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...overrides,
  });
  const selfService = (overrides: object = {}) => ({
    id: randomUUID(),
    requestType: 'Incident',
    assetId: assets.selfService.id,
    incidentDescription: 'Grinder jams.',
    reportedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'companyLeader', 'retailLeader', 'selfService']);
  });
  afterAll(() => t.close());

  it('creates a full-service request once however often it is sent, keeping the reported time beside the received one', async () => {
    const body = fullService();
    const key = randomUUID();
    const first = await call('locationStaff', 'POST', 'requests', body, { idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    const created = first.json<RequestDetail & { opId: string }>();
    expect(created).toMatchObject({ id: body.id, reportedAt: body.reportedAt, opId: key });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.parse(body.reportedAt));

    // The answer was lost and the outbox sends it again with its key: the same answer.
    const replay = await call('locationStaff', 'POST', 'requests', body, { idempotencyKey: key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    // Its key purged (or another tab's entry): the create is an upsert by the client id.
    const again = await call('locationStaff', 'POST', 'requests', body, { idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(200);
    expect(again.json<RequestDetail>()).toMatchObject({ id: body.id, number: created.number, reportedAt: body.reportedAt, createdAt: created.createdAt });

    const found = (await call('companyLeader', 'GET', `requests/summaries?search=${created.number}&limit=50`)).json<Page<{ id: string }>>();
    expect(found.items.filter((r) => r.id === body.id)).toHaveLength(1);
    const timeline = (await call('locationStaff', 'GET', `requests/${body.id}/activities`)).json<Page<ActivityView>>();
    expect(timeline.items.filter((a) => a.activityType === 'Request Created')).toHaveLength(1);
    // Its dispatch automation starts on delivery, as for a request filed online.
    const automations = (await call('locationStaff', 'GET', `self-service/requests/${body.id}/automations`)).json<Page<AutomationView>>();
    expect(automations.items.filter((a) => a.kind === 'dispatch-vendor' && a.status === 'Scheduled')).toHaveLength(1);
  });

  it('refuses a request for equipment moved to another location since it was chosen, naming where it is now (docs/product/offline-writes.md)', async () => {
    const { locations } = DEMO;
    const asset = assets.enterpriseWithLabel.id;
    // Chosen at HG-101, where the walk-in cooler is; the leader moves it to HG-103 before the request arrives.
    const body = fullService({ locationId: locations.staffPm.id });
    expect((await call('companyLeader', 'PATCH', `assets/${asset}`, { locationId: locations.staffOther.id })).statusCode).toBe(200);
    try {
      const [now] = await t.database.db.select({ name: locationTable.name }).from(locationTable).where(eq(locationTable.id, locations.staffOther.id));
      const refused = await call('locationStaff', 'POST', 'requests', body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This equipment is now at ${now!.name}, not at the location chosen for the request, so the request was not created. File it again from the equipment's page.`,
      );
      expect((await call('locationStaff', 'GET', `requests/${body.id}`)).statusCode).toBe(404);
    } finally {
      await call('companyLeader', 'PATCH', `assets/${asset}`, { locationId: locations.staffPm.id });
    }
    // Back where it was chosen: the same request is created.
    expect((await call('locationStaff', 'POST', 'requests', body)).statusCode).toBe(201);
  });

  it('keeps the creation time as the reported time when none is sent (filed online)', async () => {
    const body = fullService({ reportedAt: undefined });
    const res = await call('locationStaff', 'POST', 'requests', body);
    expect(res.statusCode).toBe(201);
    const created = res.json<RequestDetail>();
    expect(created.reportedAt).toBe(created.createdAt);
  });

  it('creates a self-service request once by its client id, with its reported time', async () => {
    const body = selfService();
    const first = await call('selfService', 'POST', 'self-service/requests', body, { idempotencyKey: randomUUID() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: body.id, reportedAt: body.reportedAt });
    const again = await call('selfService', 'POST', 'self-service/requests', body, { idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: body.id, number: first.json<RequestDetail>().number });
  });

  it('refuses a bad client id or a reported time in the future or older than the bound, with what is wrong', async () => {
    for (const [who, path, make] of [
      ['locationStaff', 'requests', fullService],
      ['selfService', 'self-service/requests', selfService],
    ] as const) {
      const badId = await call(who, 'POST', path, make({ id: 'offline-1' }));
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/id/);
      const future = await call(who, 'POST', path, make({ reportedAt: new Date(Date.now() + 2 * HOUR).toISOString() }));
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe('reportedAt must not be in the future.');
      const old = await call(who, 'POST', path, make({ reportedAt: new Date(Date.now() - (REPORTED_AT_MAX_AGE_DAYS + 1) * 24 * HOUR).toISOString() }));
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(`reportedAt must be within the last ${REPORTED_AT_MAX_AGE_DAYS} days.`);
      const notATime = await call(who, 'POST', path, make({ reportedAt: 'this morning' }));
      expect(notATime.statusCode).toBe(400);
      expect(notATime.json().message).toMatch(/reportedAt must be an ISO date-time/);
    }
  });

  it("does not let another tenant's create with the same client id reach or reveal the request", async () => {
    const body = fullService();
    const key = randomUUID();
    const created = (await call('locationStaff', 'POST', 'requests', body, { idempotencyKey: key })).json<RequestDetail>();

    // Another customer's user sends the same client id (and even the same key): a conflict, nothing of the request.
    const other = await call(
      'retailLeader',
      'POST',
      'requests',
      { ...body, assetId: assets.retail.id, incidentDescription: 'Fryer smokes.' },
      { idempotencyKey: key },
    );
    expect(other.statusCode).toBe(409);
    expect(other.body).not.toContain(created.incidentDescription);
    expect(other.body).not.toContain(String(created.number));
    expect((await call('retailLeader', 'GET', `requests/${body.id}`)).statusCode).toBe(404);
    // The request is as its owner filed it.
    expect((await call('locationStaff', 'GET', `requests/${body.id}`)).json<RequestDetail>()).toMatchObject({
      incidentDescription: body.incidentDescription,
      asset: { id: assets.enterpriseWithLabel.id },
    });
  });
});
