import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineKey, type OfflineRecord, type SyncChanges } from '../../../src/domain/sync/sync-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { UNKNOWN_CURSOR_MESSAGE } from '../../../src/server/modules/sync/sync-changes.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests, assets, locations, vendors } = DEMO;
type Who = 'admin' | 'companyLeader' | 'locationStaff' | 'vendorTech' | 'technician' | 'retailLeader';

/** A whole set, page after page, as the device fills it. */
async function fill(get: (query: string) => Promise<SyncChanges>, since?: string, limit = 200) {
  const records = new Map<string, OfflineRecord>();
  const deleted: string[] = [];
  let answer = await get(`limit=${limit}${since ? `&since=${since}` : ''}`);
  const pages = [answer];
  for (;;) {
    for (const r of answer.changes) records.set(offlineKey(r), r);
    deleted.push(...answer.deleted.map(offlineKey));
    if (!answer.hasMore) break;
    answer = await get(`limit=${limit}&since=${answer.cursor}`);
    pages.push(answer);
  }
  return { records, deleted, cursor: answer.cursor, counts: answer.counts, pages };
}

const bytes = (answer: SyncChanges) => JSON.stringify(answer).length;

describe('GET sync/changes (the offline set)', { timeout: 120_000 }, () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const changes = (who: Who) => (query: string) => api.ok<SyncChanges>(who, 'GET', `sync/changes?${query}`);

  beforeAll(async () => {
    t = await createTestApp({ OFFLINE_SET_REQUESTS: '5', OFFLINE_SET_ASSETS: '40' });
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'vendorTech', 'technician', 'retailLeader']);
  });
  afterAll(() => t.close());

  it("gives location staff their locations' open requests with each page's reads, and their locations' assets with labels and guides", async () => {
    const set = await fill(changes('locationStaff'));
    const requestRecords = [...set.records.values()].filter((r) => r.kind === 'request');
    expect(requestRecords.length).toBeGreaterThan(0);
    for (const r of requestRecords) {
      const detail = r.reads.find((read) => read.path === `/requests/${r.id}` || read.path === `/self-service/requests/${r.id}`)?.body as {
        requestStatus: string;
        location: { id: string };
      };
      expect(detail.requestStatus).toBe('Request Open');
      expect([locations.staffPm.id, locations.staffOther.id]).toContain(detail.location.id);
      expect(r.reads.some((read) => read.path.startsWith(`/requests/${r.id}/activities?limit=200&offset=0&order=asc`))).toBe(true);
    }
    const labelled = set.records.get(offlineKey({ kind: 'asset', id: assets.enterpriseWithLabel.id }))!;
    expect(labelled.reads.map((r) => r.path)).toContain(`/qr/${assets.enterpriseWithLabel.labelId}`);
    expect(labelled.reads.some((r) => r.path.startsWith(`/assets/${assets.enterpriseWithLabel.id}/detailView`))).toBe(true);
    expect(set.counts.requests).toBe(requestRecords.length);
    expect(set.counts.assets).toBe([...set.records.values()].filter((r) => r.kind === 'asset').length);
    // The new request form's pickers: the staff's locations, with each one's equipment and contacts.
    const form = set.records.get(offlineKey({ kind: 'form', id: 'new-request' }))!;
    const formPaths = form.reads.map((r) => r.path);
    expect(formPaths).toContain('/locations/viewableRequestLocations?limit=200');
    expect(formPaths).toContain(`/assets/summaries/user?limit=200&locationId=${locations.staffPm.id}`);
    expect(formPaths).toContain(`/user-profiles/contacts/${locations.staffPm.id}?limit=200`);
    // Paging: a small limit gives the same set over more pages.
    const paged = await fill(changes('locationStaff'), undefined, 3);
    expect(paged.pages.length).toBeGreaterThan(1);
    expect([...paged.records.keys()].sort()).toEqual([...set.records.keys()].sort());
  });

  it('bounds a leader to the newest open requests and assets (OFFLINE_SET_REQUESTS, OFFLINE_SET_ASSETS)', async () => {
    const set = await fill(changes('companyLeader'));
    expect(set.counts.requests).toBe(5);
    expect(set.counts.assets).toBeLessThanOrEqual(40);
  });

  it("gives a vendor technician the open requests dispatched to their vendor and those requests' equipment only", async () => {
    const set = await fill(changes('vendorTech'));
    const requestRecords = [...set.records.values()].filter((r) => r.kind === 'request');
    expect(requestRecords.map((r) => r.id)).toContain(requests.openEmergencyForVendorTech.id);
    for (const r of requestRecords) {
      const detail = r.reads[0]!.body as { assignedToVendor: { id: string } | null };
      expect(detail.assignedToVendor?.id).toBe(vendors.refrigeration.id);
    }
    expect(set.counts.assets).toBeLessThanOrEqual(requestRecords.length);
  });

  it("gives an internal technician their vendor's requests and their own open tasks", async () => {
    const set = await fill(changes('technician'));
    const requestRecords = [...set.records.values()].filter((r) => r.kind === 'request');
    expect(requestRecords.map((r) => r.id)).toContain(requests.internalTechnician.id);
    expect(set.counts.tasks).toBe([...set.records.values()].filter((r) => r.kind === 'task').length);
  });

  it('sends only what changed since the cursor: one note gives a small delta holding it; no change gives nothing', async () => {
    const first = await fill(changes('locationStaff'));
    // Nothing changed: nothing is sent and the cursor stands (a refresh reads stamps, not every page).
    const unchanged = await changes('locationStaff')(`since=${first.cursor}`);
    expect(unchanged).toMatchObject({ changes: [], deleted: [], hasMore: false, cursor: first.cursor });

    const id = requests.openEmergencyForVendorTech.id;
    const note = { id: randomUUID(), text: 'Compressor relay replaced, cooling down.', actionRequired: false, mentions: [] };
    expect((await api.call('locationStaff', 'POST', `requests/${id}/notes`, note)).statusCode).toBe(201);
    const delta = await changes('locationStaff')(`since=${first.cursor}`);
    expect(delta.changes.map(offlineKey)).toEqual([offlineKey({ kind: 'request', id })]);
    expect(JSON.stringify(delta.changes[0]!.reads)).toContain(note.text);
    expect(delta.deleted).toEqual([]);
    expect(bytes(delta) * 10).toBeLessThan(first.pages.reduce((sum, page) => sum + bytes(page), 0));
  });

  it('gives an administrator, who reaches every tenant from a desk, no set of their own', async () => {
    const set = await fill(changes('admin'));
    expect(set.records.size).toBe(0);
    expect(set.counts).toEqual({ requests: 0, assets: 0, tasks: 0 });
  });

  it('deletes a request that was closed (it left the set)', async () => {
    const created = {
      id: randomUUID(),
      assetId: assets.enterpriseWithLabel.id,
      requestPriority: 'High',
      incidentDescription: 'Ice machine leaking.',
      symptoms: ['Leaking'],
    };
    expect((await api.call('locationStaff', 'POST', 'requests', created)).statusCode).toBe(201);
    const before = await fill(changes('locationStaff'));
    expect(before.records.has(offlineKey({ kind: 'request', id: created.id }))).toBe(true);

    await api.ok('locationStaff', 'PATCH', `requests/${created.id}/complete`, { resolutionStatement: 'Tightened the drain line.' });
    const after = await fill(changes('locationStaff'), before.cursor);
    expect(after.deleted).toContain(offlineKey({ kind: 'request', id: created.id }));
    expect(after.records.has(offlineKey({ kind: 'request', id: created.id }))).toBe(false);
  });

  it("never gives another tenant's records, and a cursor answers only its own user", async () => {
    const harbor = await fill(changes('locationStaff'));
    const northpoint = await fill(changes('retailLeader'));
    // The form's pickers are one record per user under the same key: what they hold is checked below.
    const harborKeys = new Set([...harbor.records.keys()].filter((key) => !key.startsWith('form:')));
    expect([...northpoint.records.keys()].some((key) => harborKeys.has(key))).toBe(false);
    expect(JSON.stringify([...northpoint.records.values()])).not.toContain(DEMO.customers.enterprise.id);

    const stolen = await api.call('retailLeader', 'GET', `sync/changes?since=${harbor.cursor}`);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(UNKNOWN_CURSOR_MESSAGE);
  });

  it('answers a bad cursor or limit with 400 and a clear message', async () => {
    const notACursor = await api.call('locationStaff', 'GET', 'sync/changes?since=yesterday');
    expect(notACursor.statusCode).toBe(400);
    expect(notACursor.json().message).toMatch(/since must be a cursor/);
    const unknown = await api.call('locationStaff', 'GET', `sync/changes?since=${randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(UNKNOWN_CURSOR_MESSAGE);
    expect((await api.call('locationStaff', 'GET', 'sync/changes?limit=0')).statusCode).toBe(400);
  });
});
