import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS_CACHE_MS } from '@domain/locations/location-api';
import { assetFormLocationsQuery, assetLocationsQuery } from '@/features/assets/api/asset-queries';
import { locationListQuery } from '@/features/locations/api/location-queries';
import { requestLocationsQuery } from '@/features/requests/api/picker-queries';
import { createQueryClient } from '@/lib/query-client';

/** docs/product/constants.md: every list of locations is read again only after 60 seconds. */
describe('locations list cache', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it.each([
    ['the locations page', () => locationListQuery({ call: 'viewable' }, '', 0)],
    ['the request pickers and filters', requestLocationsQuery],
    ['the asset filter', assetLocationsQuery],
    ['the asset form', assetFormLocationsQuery],
  ])('keeps %s for 60 seconds, then reads it again', async (_screen, query) => {
    expect(LOCATIONS_CACHE_MS).toBe(60_000);
    const reads = vi.fn(async () => ({ items: [], total: 0 }));
    const options = { ...(query() as { queryKey: QueryKey; staleTime: number }), queryFn: reads };

    await client.fetchQuery(options);
    vi.advanceTimersByTime(LOCATIONS_CACHE_MS - 1);
    await client.fetchQuery(options);
    expect(reads).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2);
    await client.fetchQuery(options);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
