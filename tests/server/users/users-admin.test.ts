import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users } = DEMO;
const FAVORITES = 'user-profiles/admin/impersonation-favorites';

describe('administrator user tools', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const call = (who: string, method: 'GET' | 'PUT' | 'DELETE', path: string, headers: Record<string, string> = {}) =>
    api.call(who, method, path, undefined, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['admin', 'companyLeader']);
  });
  afterAll(() => t.close());

  it('searches every user of every tenant, paged', async () => {
    const res = (await call('admin', 'GET', 'user-profiles/admin/search?search=example&limit=3')).json();
    expect(res.items).toHaveLength(3);
    expect(res.total).toBeGreaterThan(20);
    const other = (await call('admin', 'GET', `user-profiles/admin/search?search=${encodeURIComponent(users.retailLeader.email)}`)).json();
    expect(other.items).toEqual([expect.objectContaining({ id: users.retailLeader.id, isAdmin: false, deletedAt: null })]);
  });

  it('keeps favourite impersonation targets per administrator', async () => {
    expect((await call('admin', 'GET', FAVORITES)).json()).toMatchObject({ items: [], total: 0 });
    const added = await call('admin', 'PUT', `${FAVORITES}/${users.locationStaff.id}`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ userId: users.locationStaff.id, name: users.locationStaff.name });
    await call('admin', 'PUT', `${FAVORITES}/${users.locationStaff.id}`);
    await call('admin', 'PUT', `${FAVORITES}/${users.retailLeader.id}`);
    const list = (await call('admin', 'GET', FAVORITES)).json();
    expect(list.total).toBe(2);
    expect((await call('admin', 'GET', `${FAVORITES}/${users.retailLeader.id}`)).json()).toMatchObject({ userId: users.retailLeader.id });
    expect((await call('admin', 'DELETE', `${FAVORITES}/${users.retailLeader.id}`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `${FAVORITES}/${users.retailLeader.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${FAVORITES}/${users.retailLeader.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `${FAVORITES}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `${FAVORITES}/not-an-id`)).statusCode).toBe(400);
  });

  it('keeps using the administrator’s favourites while impersonating', async () => {
    const res = await call('admin', 'GET', FAVORITES, { 'x-impersonate-user-id': users.companyLeader.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((f: { userId: string }) => f.userId)).toEqual([users.locationStaff.id]);
  });

  it('refuses all of it to everyone else', async () => {
    expect((await call('companyLeader', 'GET', 'user-profiles/admin/search')).statusCode).toBe(403);
    expect((await call('companyLeader', 'GET', FAVORITES)).statusCode).toBe(403);
    expect((await call('companyLeader', 'PUT', `${FAVORITES}/${users.locationStaff.id}`)).statusCode).toBe(403);
    expect((await call('companyLeader', 'DELETE', `${FAVORITES}/${users.locationStaff.id}`)).statusCode).toBe(403);
  });
});
