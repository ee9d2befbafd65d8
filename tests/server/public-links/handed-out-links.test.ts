import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { HandedOutLink, HandedOutLinkPage } from '../../../src/domain/public-links/handed-out-links-api';
import { LINK_HANDOUT_MESSAGES, type IntakeLink } from '../../../src/domain/public-links/link-handouts-api';
import { INVALID_LINK_MESSAGE, PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import { publicLinks } from '../../../src/server/db/schema/public-links';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, locations } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'accountManager' | 'admin';

/** docs/product/public-links.md#handing-out-links: the intake links handed out, listed and revoked. */
describe('intake links handed out', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const make = async (locationId: string = locations.staffPm.id) => {
    const res = await api.call('companyLeader', 'POST', `locations/${locationId}/intake-links`);
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<IntakeLink>();
    return { ...link, token: new URL(link.url, 'http://x').searchParams.get('token')! };
  };
  const list = (who: Who, query = '') => api.call(who, 'GET', `public-links?purpose=intake${query}`);
  const view = (token: string) => t.app.inject({ method: 'GET', url: `${API_PREFIX}${PUBLIC_LINK_PATHS.view}?purpose=request-intake&token=${token}` });
  const idOf = async (url: string) => {
    const page = (await list('companyLeader', '&limit=200')).json<HandedOutLinkPage>();
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    // The list never carries the token: find the new link as the newest of its location.
    expect(JSON.stringify(page)).not.toContain(token);
    return page.items[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'accountManager', 'admin']);
  }, 60_000);
  afterAll(() => t.close());

  it('lists the links of the locations the caller may change, newest first, with who made them', async () => {
    await make(locations.staffOther.id);
    const newest = await make(locations.staffPm.id);
    const page = (await list('companyLeader')).json<HandedOutLinkPage>();
    expect(page.items[0]).toMatchObject({
      location: { id: locations.staffPm.id, storeNumber: 'HG-101' },
      state: 'Active',
      createdBy: { id: users.companyLeader.id },
      revokedAt: null,
      expiresAt: newest.expiresAt,
    });
    expect(page.items[1]!.location.id).toBe(locations.staffOther.id);
    const created = page.items.map((i) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const at103 = (await list('companyLeader', `&locationId=${locations.staffOther.id}`)).json<HandedOutLinkPage>();
    expect(at103.items.length).toBeGreaterThan(0);
    expect(at103.items.every((i) => i.location.id === locations.staffOther.id)).toBe(true);
    // Administrators see every customer's.
    expect((await list('admin')).json<HandedOutLinkPage>().items.map((i) => i.id)).toContain(page.items[0]!.id);
  });

  it('revokes a link: it stops working at once, and revoking it again changes nothing', async () => {
    const made = await make();
    expect((await view(made.token)).statusCode).toBe(200);
    const link = await idOf(made.url);
    const revoked = await api.ok<HandedOutLink>('companyLeader', 'POST', `public-links/${link.id}/revoke`);
    expect(revoked).toMatchObject({ id: link.id, state: 'Revoked', revokedBy: { id: users.companyLeader.id } });
    const refused = await view(made.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INVALID_LINK_MESSAGE);
    const filed = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PUBLIC_LINK_PATHS.intake}`,
      payload: { token: made.token, id: randomUUID(), contactName: 'Night manager', incidentDescription: 'Walk-in is warm.' },
    });
    expect(filed.statusCode).toBe(404);

    const again = await api.ok<HandedOutLink>('companyLeader', 'POST', `public-links/${link.id}/revoke`);
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it('says when a link has expired', async () => {
    const made = await make();
    const link = await idOf(made.url);
    await t.database.db
      .update(publicLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(publicLinks.id, link.id));
    const page = (await list('companyLeader', '&limit=200')).json<HandedOutLinkPage>();
    expect(page.items.find((i) => i.id === link.id)?.state).toBe('Expired');
  });

  it('keeps each customer to its own links and each link to those who may change its location', async () => {
    const made = await make();
    const link = await idOf(made.url);
    // Another tenant's leader neither lists nor revokes Harbor Grill's links.
    const theirs = (await list('retailLeader', '&limit=200')).json<HandedOutLinkPage>();
    expect(theirs.items.some((i) => i.id === link.id)).toBe(false);
    expect((await api.call('retailLeader', 'POST', `public-links/${link.id}/revoke`)).statusCode).toBe(404);
    // Location staff may not change locations: they see no intake links at all.
    const staff = await list('locationStaff');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(LINK_HANDOUT_MESSAGES.notManager);
    expect((await api.call('locationStaff', 'POST', `public-links/${link.id}/revoke`)).statusCode).toBe(403);
    // Internal staff read everything but change no location.
    expect((await list('accountManager')).statusCode).toBe(403);
    // Bad input.
    expect((await api.call('companyLeader', 'GET', 'public-links')).statusCode).toBe(400);
    expect((await list('companyLeader', '&locationId=nope')).json().message).toContain('locationId must be a location id');
    expect((await api.call('companyLeader', 'POST', 'public-links/nope/revoke')).statusCode).toBe(400);
    expect((await view(made.token)).statusCode).toBe(200);
  });
});
