import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationEntry, CommunicationLog } from '../../../src/domain/requests/communications';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests } = DEMO;
type Who = 'companyLeader' | 'vendorTech' | 'retailLeader';

describe('communications log API', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const get = (who: Who, path: string) => api.call(who, 'GET', path);
  const id = requests.openEmergencyForVendorTech.id;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'vendorTech', 'retailLeader']);
  });
  afterAll(() => t.close());

  it('pages a request’s communications ten at a time, oldest first, from page 1', async () => {
    const first = (await get('companyLeader', `telephony/communication-log?requestId=${id}`)).json<CommunicationLog>();
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const times = first.items.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const second = (await get('companyLeader', `telephony/communication-log?requestId=${id}&page=2`)).json<CommunicationLog>();
    expect(second.items).toHaveLength(first.total - 10);
    expect(Date.parse(second.items[0]!.createdAt)).toBeGreaterThanOrEqual(times.at(-1)!);
    expect(new Set(first.items.map((c) => c.kind))).toEqual(new Set(['email', 'call', 'push', 'conference', 'chat']));
  });

  it('filters by telephonyType (call includes conference calls)', async () => {
    const emails = (await get('companyLeader', `telephony/communication-log?requestId=${id}&telephonyType=email`)).json<CommunicationLog>();
    expect(emails.total).toBe(2);
    expect(emails.items.every((c) => c.kind === 'email')).toBe(true);
    const calls = (await get('companyLeader', `telephony/communication-log?requestId=${id}&telephonyType=call`)).json<CommunicationLog>();
    expect(calls.items.map((c) => c.kind).sort()).toEqual(['call', 'conference']);
    const bad = await get('companyLeader', `telephony/communication-log?requestId=${id}&telephonyType=fax`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/telephonyType/);
    expect((await get('companyLeader', `telephony/communication-log?requestId=${id}&page=0`)).statusCode).toBe(400);
    expect((await get('companyLeader', 'telephony/communication-log')).json().message).toMatch(/requestId/);
  });

  it('opens one entry by its kind, only on a request the caller sees', async () => {
    const log = (await get('companyLeader', `telephony/communication-log?requestId=${id}&page=1`)).json<CommunicationLog>();
    const byKind = (kind: string) => log.items.find((c) => c.kind === kind)!;
    const email = (await get('companyLeader', `telephony/email/${byKind('email').id}`)).json<CommunicationEntry>();
    expect(email).toMatchObject({ kind: 'email', requestId: id, direction: 'outbound' });
    expect(email.subject).toBeTruthy();
    const conference = (await get('companyLeader', `telephony/conference/${byKind('conference').id}`)).json<CommunicationEntry>();
    expect(conference.durationSeconds).toBeGreaterThan(0);
    expect(conference.transcript).toBeTruthy();
    expect((await get('companyLeader', `telephony/conference/${byKind('call').id}`)).statusCode).toBe(200);
    expect((await get('companyLeader', `push-logs/${byKind('push').id}`)).json().kind).toBe('push');
    expect((await get('companyLeader', `telephony/chat/${byKind('chat').id}`)).json().kind).toBe('chat');
    // The wrong kind for the call, another tenant, a malformed id.
    expect((await get('companyLeader', `telephony/chat/${byKind('email').id}`)).statusCode).toBe(404);
    expect((await get('retailLeader', `telephony/email/${byKind('email').id}`)).statusCode).toBe(404);
    expect((await get('retailLeader', `telephony/communication-log?requestId=${id}`)).statusCode).toBe(404);
    expect((await get('companyLeader', 'telephony/email/123')).statusCode).toBe(400);
    // The log is the customer's: the dispatched vendor does not read it (tests/server/requests/vendor-read-rights.test.ts).
    expect((await get('vendorTech', `telephony/communication-log?requestId=${id}`)).statusCode).toBe(403);
  });
});
