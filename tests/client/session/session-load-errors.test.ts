import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@domain/api/cookies';
import type * as SessionStore from '@/session/session-store';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';

const user = {
  id: 'u-1',
  name: 'Jamie Ortiz',
  sspRoles: [{ sspRole: 'Company Leader' }],
  highestRoleRank: 3,
  customerSettings: [{ customerId: CUSTOMER, role: 'Company Leader', customer: { id: CUSTOMER, name: 'Harbor Grill', status: 'Live', isSelfService: false } }],
  brandOwnerSettings: [],
  isAdmin: false,
  isInternalStaff: false,
  mode: 'customer',
  impersonation: null,
};
const customer = {
  id: CUSTOMER,
  name: 'Harbor Grill',
  status: 'Live',
  isSelfService: false,
  canAccessInvoiceReporting: false,
  canAccessInsightsReporting: false,
};

/** docs/product/messages.md: a failed customer or permission-configs load is said, and the session still loads. */
describe('session loads that may fail', () => {
  let server: TestHttpServer;
  let store: typeof SessionStore;

  beforeAll(async () => {
    server = await startTestHttpServer();
    // The app's API client calls the page's own origin: make that the test server.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.origin}/home`);
    store = await import('@/session/session-store');
  });
  afterAll(() => server.close());
  beforeEach(() => {
    store.forgetSession();
    document.cookie = `${COOKIES.accessToken}=token; path=/`;
    server.reply('/v3/ssp/user-profiles/self', { body: user });
    server.reply('/v3/ssp/permissions/rules/self', { body: [{ action: 'read', subject: 'Request' }] });
    server.reply('/v3/ssp/permissions/', { body: { roles: [], routes: [], dashboardVisible: true, pmInsightsCustomerIds: [CUSTOMER] } });
    server.reply('/v3/ssp/customers/self', { body: customer });
  });

  it('has no load errors when every call answers', async () => {
    const session = await store.loadSession();
    expect(session).toMatchObject({ customer: { name: 'Harbor Grill' }, pmInsightsCustomerIds: [CUSTOMER], loadErrors: [] });
  });

  it('says the current customer could not be read, and goes on without it', async () => {
    server.reply('/v3/ssp/customers/self', { status: 500, body: { message: 'boom' } });
    const session = await store.loadSession();
    expect(session.customer).toBeNull();
    expect(session.loadErrors).toEqual(['An error occurred while trying to get current customer.']);
  });

  it('is forgotten through session-forgetting, as the login page’s reset and a sign-out forget it', async () => {
    const { forgetLoadedSession } = await import('@/session/session-forgetting');
    const userReads = () => server.requests.filter((r) => r.url.startsWith('/v3/ssp/user-profiles/self')).length;
    await store.loadSession();
    await store.loadSession();
    const reads = userReads();
    forgetLoadedSession();
    await store.loadSession();
    expect(userReads()).toBe(reads + 1);
  });

  it('takes the undecided answer (409, several customers) as no customer, not an error', async () => {
    server.reply('/v3/ssp/customers/self', { status: 409, body: { message: 'Select a customer.' } });
    const session = await store.loadSession();
    expect(session.customer).toBeNull();
    expect(session.loadErrors).toEqual([]);
  });

  it('says the permission configs could not be read, and hides PM insights', async () => {
    server.reply('/v3/ssp/permissions/', { status: 503 });
    const session = await store.loadSession();
    expect(session.pmInsightsCustomerIds).toEqual([]);
    expect(session.loadErrors).toEqual(['Error getting permission configs']);
    expect(session.customer?.name).toBe('Harbor Grill');
  });
});

/** docs/product/sessions-and-tenancy.md caches: the customer is read again after 60 seconds, for the route guards' flags. */
describe('the current customer in the session', () => {
  let server: TestHttpServer;
  let store: typeof SessionStore;
  const customerReads = () => server.requests.filter((r) => r.url.startsWith('/v3/ssp/customers/self')).length;

  beforeAll(async () => {
    server = await startTestHttpServer();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.origin}/home`);
    store = await import('@/session/session-store');
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    store.forgetSession();
    document.cookie = `${COOKIES.accessToken}=token; path=/`;
    server.reply('/v3/ssp/user-profiles/self', { body: user });
    server.reply('/v3/ssp/permissions/rules/self', { body: [{ action: 'read', subject: 'Request' }] });
    server.reply('/v3/ssp/permissions/', { body: { roles: [], routes: [], dashboardVisible: true, pmInsightsCustomerIds: [] } });
    server.reply('/v3/ssp/customers/self', { body: customer });
  });
  afterEach(() => vi.useRealTimers());

  it('is read once within 60 seconds, and again on the first navigation after them', async () => {
    await store.loadSession();
    const reads = customerReads();
    vi.advanceTimersByTime(59_000);
    expect((await store.loadSession()).customer?.canAccessInvoiceReporting).toBe(false);
    expect(customerReads()).toBe(reads);

    server.reply('/v3/ssp/customers/self', { body: { ...customer, canAccessInvoiceReporting: true } });
    vi.advanceTimersByTime(2_000);
    expect((await store.loadSession()).customer?.canAccessInvoiceReporting).toBe(true);
    expect(customerReads()).toBe(reads + 1);
    expect((await store.loadSession()).customer?.canAccessInvoiceReporting).toBe(true);
    expect(customerReads()).toBe(reads + 1);
  });

  it('keeps the customer last read when the read after 60 seconds fails', async () => {
    await store.loadSession();
    server.reply('/v3/ssp/customers/self', { status: 503 });
    vi.advanceTimersByTime(61_000);
    const session = await store.loadSession();
    expect(session.customer?.name).toBe('Harbor Grill');
    expect(session.loadErrors).toEqual([]);
  });

  it('clears the load error once a later read works', async () => {
    server.reply('/v3/ssp/customers/self', { status: 500 });
    expect((await store.loadSession()).loadErrors).toEqual(['An error occurred while trying to get current customer.']);
    server.reply('/v3/ssp/customers/self', { body: customer });
    const session = await store.loadSession();
    expect(session.customer?.name).toBe('Harbor Grill');
    expect(session.loadErrors).toEqual([]);
  });
});

/** A user without a customer (a vendor's, a brand's) is never asked for one: no read answers 404 by design. */
describe('the current customer read beside the user', () => {
  let server: TestHttpServer;
  let store: typeof SessionStore;
  const vendorOnly = { ...user, sspRoles: [{ sspRole: 'Vendor Technician' }], customerSettings: [], isVendorOnly: true };
  const customerReads = () => server.requests.filter((r) => r.url.startsWith('/v3/ssp/customers/self')).length;

  beforeAll(async () => {
    server = await startTestHttpServer();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.origin}/home`);
    store = await import('@/session/session-store');
  });
  afterAll(() => server.close());
  beforeEach(() => {
    store.forgetSession();
    localStorage.clear();
    document.cookie = `${COOKIES.accessToken}=token; path=/`;
    server.reply('/v3/ssp/permissions/rules/self', { body: [{ action: 'read', subject: 'Request' }] });
    server.reply('/v3/ssp/permissions/', { body: { roles: [], routes: [], dashboardVisible: false, pmInsightsCustomerIds: [] } });
    server.reply('/v3/ssp/customers/self', { status: 404, body: { message: 'Customer not found.' } });
  });

  it('is not made for a vendor-only user, on the first start or the next', async () => {
    server.reply('/v3/ssp/user-profiles/self', { body: vendorOnly });
    expect((await store.loadSession()).loadErrors).toEqual([]);
    store.forgetSession();
    expect((await store.loadSession()).customer).toBeNull();
    expect(customerReads()).toBe(0);
  });

  it('is made once the user is known on a first start, and at once with the user on the next', async () => {
    server.reply('/v3/ssp/user-profiles/self', { body: user });
    server.reply('/v3/ssp/customers/self', { body: customer });
    expect((await store.loadSession()).customer?.name).toBe('Harbor Grill');
    expect(localStorage.getItem('customerExpected')).toBe('1');
    store.forgetSession();
    expect((await store.loadSession()).customer?.name).toBe('Harbor Grill');
    expect(customerReads()).toBe(2);
  });
});
