import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { HEADERS } from '../../../src/domain/api/headers';
import type { AuditEventPage } from '../../../src/domain/audit/audit-api';
import { CUSTOMER_CREATE_MESSAGES, type CustomerCreated } from '../../../src/domain/tenancy/customer-create';
import { CUSTOMER_PATCH_MESSAGES } from '../../../src/domain/tenancy/customer-patch';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl } from '../auth/auth-fixtures';

const { users } = DEMO;
type Who = 'admin' | 'accountManager' | 'companyLeader' | 'impersonating';

/** docs/product/sessions-and-tenancy.md#new-customers: administrators add a customer and invite its first Company Leader. */
describe('POST customers', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const name = (base: string) => `${base} ${randomUUID().slice(0, 6)}`;
  const create = (who: Who, body: object) => api.call(who, 'POST', 'customers', body);
  const created = async (body: object) => {
    const res = await create('admin', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CustomerCreated>();
  };
  const errorOf = async (res: Promise<{ statusCode: number; json: <T>() => T }>, status: number) => {
    const answer = await res;
    expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
    return answer.json<{ message: string }>().message;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
    await api.signIn({ ...users, impersonating: users.admin }, ['admin', 'accountManager', 'companyLeader']);
    api.alias('impersonating', 'admin', { [HEADERS.impersonateUserId]: users.companyLeader.id });
  });
  afterAll(() => t.close());

  it('adds a customer with its terms and account manager, and invites its first Company Leader, who signs in to it', async () => {
    const customerName = name('Copper Kettle Diners');
    const customer = await created({
      name: customerName,
      status: 'Onboarding',
      isSelfService: false,
      enterprise: true,
      canAccessInsightsReporting: true,
      accountManagerUserId: users.accountManager.id,
      firstLeader: { name: 'Morgan Hale', email: 'morgan.hale@copperkettle.example' },
    });
    expect(customer).toMatchObject({
      name: customerName,
      status: 'Onboarding',
      enterprise: true,
      canAccessInsightsReporting: true,
      canAccessInvoiceReporting: false,
      accountManager: { id: users.accountManager.id },
      locationGroups: [],
      firstLeader: {
        name: 'Morgan Hale',
        role: 'Company Leader',
        allLocations: true,
        invitation: { state: 'Pending', channel: 'email', sentTo: 'morgan.hale@copperkettle.example', invitedBy: { id: users.admin.id } },
      },
    });

    const [message] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.to, 'morgan.hale@copperkettle.example'))
      .orderBy(desc(outboundMessages.createdAt));
    expect(message!.text).toContain(`invited you to ${customerName}`);
    const token = new URL(message!.link!).searchParams.get('token')!;
    const signIn = await t.app.inject({ url: authUrl(AUTH_PATHS.magicLinkVerify), query: { token } });
    expect(signIn.statusCode, signIn.body).toBe(200);

    const trail = await api.ok<AuditEventPage>('admin', 'GET', `audit-events?customerId=${customer.id}`);
    expect(trail.items).toMatchObject([{ action: 'customer.create', subject: { type: 'Customer', id: customer.id }, after: { name: customerName } }]);
  });

  it('adds one with defaults and no leader yet', async () => {
    const customer = await created({ name: name('Quiet Pines Cafe') });
    expect(customer).toMatchObject({ status: 'Onboarding', isSelfService: false, enterprise: false, accountManager: null, firstLeader: null });
  });

  it('refuses a name already used, whatever its case', async () => {
    const taken = await errorOf(create('admin', { name: DEMO.customers.enterprise.name.toUpperCase() }), 409);
    expect(taken).toBe(CUSTOMER_CREATE_MESSAGES.nameTaken);
  });

  it('refuses bad input with a clear message, and creates nothing of it', async () => {
    const customerName = name('Half Done');
    expect(await errorOf(create('admin', { name: '' }), 400)).toMatch(/name must not be empty/);
    expect(await errorOf(create('admin', { name: 'X', status: 'Open' }), 400)).toMatch(/status must be one of/);
    expect(await errorOf(create('admin', { name: 'X', firstLeader: { name: 'No Address' } }), 400)).toMatch(/give an email or a phone/);
    expect(await errorOf(create('admin', { name: 'X', firstLeader: { name: 'Y', email: 'not-an-email' } }), 400)).toMatch(/email/);
    expect(await errorOf(create('admin', { name: customerName, accountManagerUserId: users.companyLeader.id }), 400)).toBe(
      CUSTOMER_PATCH_MESSAGES.accountManager,
    );
    // The refused call left no customer behind: the name is still free.
    await created({ name: customerName });
  });

  it('lets only administrators add customers, and not while acting as someone else', async () => {
    expect((await create('companyLeader', { name: name('Mine') })).statusCode).toBe(403);
    expect((await create('accountManager', { name: name('Staff') })).statusCode).toBe(403);
    expect((await create('impersonating', { name: name('Acting') })).statusCode).toBe(403);
  });
});
