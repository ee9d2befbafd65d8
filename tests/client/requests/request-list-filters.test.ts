import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveRequestsArea, reopenRememberedFilters } from '@/features/requests/request-list-route';
import { REQUEST_PAGE_SIZE, requestListMemory, requestListParams, requestListSearchSchema } from '@/features/requests/request-list-search';

const LOCATION = '0b8f2c3e-1d4a-4c5b-9e6f-7a8b9c0d1e2f';

describe('request list address (docs/product/routing.md, docs/product/constants.md)', () => {
  it('asks for open requests, newest first, first page, when nothing is chosen', () => {
    expect(requestListParams(requestListSearchSchema.parse({}))).toEqual({
      status: 'Request Open',
      orderBy: 'createdAt',
      orderDirection: 'desc',
      limit: REQUEST_PAGE_SIZE,
      offset: 0,
    });
  });

  it('maps the filters of the address to the list query', () => {
    const search = requestListSearchSchema.parse({
      status: 'All',
      priority: 'High',
      type: 'Incident',
      location: LOCATION,
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'cooler',
      page: 3,
    });
    expect(requestListParams(search)).toMatchObject({
      status: 'Request Open,Request Closed',
      priority: 'High',
      requestType: 'Incident',
      locationId: LOCATION,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      search: 'cooler',
      offset: 2 * REQUEST_PAGE_SIZE,
    });
  });

  it('drops values that are not valid instead of failing the page', () => {
    expect(requestListSearchSchema.parse({ status: 'Maybe', priority: 'Urgent', location: 'x', from: '03/01/2026', page: -2, search: '  ' })).toEqual({});
  });
});

/** The requests area as the app routes it: the same routing rules on a memory history. */
function buildRouter(start: string) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/home' });
  const requests = createRoute({ getParentRoute: () => root, path: '/requests', onLeave: leaveRequestsArea, component: Outlet });
  const list = createRoute({ getParentRoute: () => requests, path: '/', validateSearch: requestListSearchSchema, beforeLoad: reopenRememberedFilters });
  const detail = createRoute({ getParentRoute: () => requests, path: '$id' });
  return createRouter({ routeTree: root.addChildren([home, requests.addChildren([list, detail])]), history: createMemoryHistory({ initialEntries: [start] }) });
}

describe('request list filter kept inside the requests area, cleared on leaving (docs/product/routing.md)', () => {
  afterEach(() => requestListMemory.clear());

  it('reopens the list with its filters and page after visiting a request', async () => {
    const router = buildRouter('/requests?priority=High&page=2');
    await router.load();
    await router.navigate({ to: '/requests/$id', params: { id: 'r-1' } });
    // The nav link and the back link open the list without filters.
    await router.navigate({ to: '/requests', search: {} });
    expect(router.state.location.pathname).toBe('/requests');
    expect(router.state.location.search).toEqual({ priority: 'High', page: 2 });
  });

  it('opens the list with the default filter after leaving the area', async () => {
    const router = buildRouter('/requests?priority=High&status=All');
    await router.load();
    await router.navigate({ to: '/home' });
    await router.navigate({ to: '/requests', search: {} });
    expect(router.state.location.search).toEqual({});
    expect(requestListParams(router.state.location.search).status).toBe('Request Open');
  });

  it('keeps the filters cleared when the user clears them on the list', async () => {
    const router = buildRouter('/requests?priority=Low');
    await router.load();
    // What the list does on "Clear filters".
    requestListMemory.remember({});
    await router.navigate({ to: '/requests', search: {} });
    expect(router.state.location.search).toEqual({});
  });
});
