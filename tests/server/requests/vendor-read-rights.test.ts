import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications } from '../../../src/server/db/schema/communications';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests } = DEMO;

type Who = 'companyLeader' | 'vendorTech' | 'brandManager' | 'admin';

/**
 * What those outside the customer read of a request (docs/product/requests.md#who-reads-what,
 * src/domain/requests/request-read-parts.ts): the dispatched vendor reads the visit's work and its
 * own quotes, a brand owner what happened to its equipment; the customer's own records (the
 * communications log, follow-ups, automations, proof of value) stay the customer's.
 */
describe('what a vendor and a brand read of a request', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  // Dispatched to vendor.tech's ColdChain; the walk-in cooler at HG-101 is FrostLine's, brand.manager's brand.
  const id = requests.openEmergencyForVendorTech.id;
  const parts = {
    detail: `requests/${id}`,
    activities: `requests/${id}/activities`,
    attachments: `requests/${id}/attachments`,
    quotes: `requests/${id}/quotes`,
    communications: `telephony/communication-log?requestId=${id}`,
    followUps: `self-service/requests/${id}/follow-up`,
    automations: `self-service/requests/${id}/automations`,
    proofOfValue: `requests/${id}/proofOfValueMetrics`,
  } as const;
  type Part = keyof typeof parts;
  const statuses = async (who: Who) =>
    Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([part, path]) => [part, (await api.call(who, 'GET', path)).statusCode]))) as Record<
      Part,
      number
    >;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'vendorTech', 'brandManager', 'admin']);
  }, 60_000);
  afterAll(() => t.close());

  it('gives the customer’s people and internal staff every part', async () => {
    for (const who of ['companyLeader', 'admin'] as const) {
      expect(
        Object.values(await statuses(who)).every((status) => status === 200),
        who,
      ).toBe(true);
    }
  });

  it('gives the dispatched vendor the visit’s work and its quotes, not the customer’s own records', async () => {
    expect(await statuses('vendorTech')).toEqual({
      detail: 200,
      activities: 200,
      attachments: 200,
      quotes: 200,
      communications: 403,
      followUps: 403,
      automations: 403,
      proofOfValue: 403,
    });
    const res = await api.call('vendorTech', 'GET', parts.communications);
    expect(res.json().message).toBe("You may not read the communications log of this request: that is the customer's.");
  });

  it('gives the brand owner what happened to its equipment, not the prices nor the customer’s records', async () => {
    expect(await statuses('brandManager')).toEqual({
      detail: 200,
      activities: 200,
      attachments: 200,
      quotes: 403,
      communications: 403,
      followUps: 403,
      automations: 403,
      proofOfValue: 403,
    });
  });

  it('keeps a single entry of the communications log from the vendor too', async () => {
    const [entry] = await t.database.db
      .select({ id: communications.id })
      .from(communications)
      .where(and(eq(communications.requestId, id), eq(communications.kind, 'email')));
    expect(entry, 'the demo request has a logged email').toBeTruthy();
    expect((await api.call('companyLeader', 'GET', `telephony/email/${entry!.id}`)).statusCode).toBe(200);
    expect((await api.call('vendorTech', 'GET', `telephony/email/${entry!.id}`)).statusCode).toBe(403);
  });
});
