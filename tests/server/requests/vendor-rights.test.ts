import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests as requestTable } from '../../../src/server/db/schema/requests';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests, vendors } = DEMO;

/**
 * Finding 3 of the outside probe: the vendor a request is dispatched to changes its own visit
 * (ETA, sub-status, service window, check-in) and adds notes, never the customer's decisions.
 */
describe('what the dispatched vendor may change', () => {
  let t: TestApp;
  const api = apiAs<'vendorTech' | 'companyLeader'>(() => t);
  const vendor = 'vendorTech';
  const leader = 'companyLeader';
  const id = requests.openEmergencyForVendorTech.id;
  const as = api.call;
  const stored = async () => (await t.database.db.select().from(requestTable).where(eq(requestTable.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, [vendor, leader]);
  });
  afterAll(() => t.close());

  it('refuses the customer’s decisions: overtime approval, escalation, type, priority, vendor, contacts, completion', async () => {
    const before = await stored();
    const refused: [method: 'POST' | 'PATCH', path: string, body: object, what: RegExp][] = [
      ['PATCH', `requests/${id}`, { isOtApproved: true, otApprovedBy: 'Vendor' }, /overtime approval, overtime approver/],
      ['PATCH', `requests/${id}`, { escalateThroughEep: true, escalationReasons: ['Slow'] }, /escalation, escalation reasons/],
      ['PATCH', `requests/${id}`, { requestType: 'Preventative' }, /the type of this request/],
      ['PATCH', `requests/${id}`, { assignedToVendorId: vendors.hvac.id }, /the vendor of this request/],
      ['PATCH', `requests/${id}`, { contactIds: [] }, /the contacts of this request/],
      ['POST', `requests/${id}/priority`, { requestPriority: 'Low' }, /the priority of this request/],
      ['PATCH', `requests/${id}/complete`, { resolutionStatement: 'Done' }, /the completion of this request/],
    ];
    for (const [method, path, body, what] of refused) {
      const res = await as(vendor, method, path, body);
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
      expect(res.json().message).toMatch(what);
      expect(res.json().message).toMatch(/that is the customer's decision/);
    }
    const after = await stored();
    expect(after).toMatchObject({
      isOtApproved: before.isOtApproved,
      escalateThroughEep: before.escalateThroughEep,
      requestType: before.requestType,
      requestPriority: before.requestPriority,
      assignedToVendorId: vendors.refrigeration.id,
      requestStatus: 'Request Open',
    });
  });

  it('lets the vendor change its own visit and add notes', async () => {
    const eta = new Date(Date.now() + 3_600_000).toISOString();
    expect((await as(vendor, 'POST', `requests/${id}/eta`, { eta })).statusCode).toBe(200);
    expect((await as(vendor, 'PATCH', `requests/${id}/sub-status`, { subStatus: 'Vendor En Route' })).statusCode).toBe(200);
    const start = new Date(Date.now() + 7_200_000);
    const window = { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
    expect((await as(vendor, 'PUT', `requests/${id}/serviceWindow`, window)).statusCode).toBe(200);
    expect((await as(vendor, 'POST', `requests/${id}/checkin`, {})).statusCode).toBe(200);
    const note = await as(vendor, 'POST', `requests/${id}/notes`, { id: crypto.randomUUID(), text: 'On site, compressor replaced.', actionRequired: false });
    expect(note.statusCode).toBe(201);
    expect((await stored()).eta?.toISOString()).toBe(eta);
  });

  it('leaves every decision to the customer', async () => {
    expect((await as(leader, 'POST', `requests/${id}/priority`, { requestPriority: 'High' })).statusCode).toBe(200);
    expect((await as(leader, 'PATCH', `requests/${id}`, { isOtApproved: true, otApprovedBy: 'Morgan Ellis' })).statusCode).toBe(200);
  });

  it('refuses the vendor the next PM request, follow-ups and the checklist edit; the customer still makes them', async () => {
    const thread = DEMO.assets.enterpriseInfrastructure.pmThreadId;
    const [pm] = await t.database.db
      .select({ id: requestTable.id })
      .from(requestTable)
      .where(and(eq(requestTable.pmThreadId, thread), eq(requestTable.requestStatus, 'Request Open')));
    const assigned = await as(leader, 'PATCH', `requests/${pm!.id}`, { assignedToVendorId: vendors.refrigeration.id });
    expect(assigned.statusCode).toBe(200);
    const inThread = async () => (await t.database.db.select({ id: requestTable.id }).from(requestTable).where(eq(requestTable.pmThreadId, thread))).length;
    const threadSize = await inThread();
    const followUp = () => ({ id: randomUUID(), dueAt: new Date(Date.now() + 86_400_000).toISOString(), note: 'Call the vendor back' });
    const checklistEdit = () => ({ requestId: pm!.id, items: [{ id: randomUUID(), title: 'Check the door gaskets' }] });
    const decisions: [path: string, body: () => object, what: RegExp][] = [
      [`self-service/requests/${pm!.id}/generate-next`, () => ({ id: randomUUID() }), /the PM schedule of this request/],
      [`self-service/requests/${pm!.id}/follow-up`, followUp, /the follow-ups of this request/],
      ['self-service/pm/checklist/edit', checklistEdit, /the PM checklist of this request/],
    ];
    for (const [path, body, what] of decisions) {
      const res = await as(vendor, 'POST', path, body());
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toMatch(what);
      expect(res.json().message).toMatch(/that is the customer's decision/);
    }
    expect(await inThread()).toBe(threadSize);
    for (const [path, body] of decisions) {
      const res = await as(leader, 'POST', path, body());
      expect([200, 201], `${path}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await inThread()).toBe(threadSize + 1);
  });
});
