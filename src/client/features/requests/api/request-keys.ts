import type { RequestListQueryParams } from '../request-list-search';

/**
 * Query keys of the requests area. Everything read about one request sits under `one(id)`, so a
 * write on that request refreshes all of it with one invalidation; lists sit under `lists`.
 */
export const requestKeys = {
  lists: ['requests'] as const,
  list: (query: RequestListQueryParams, selfService: boolean) => ['requests', { selfService, ...query }] as const,
  /** Every read about one request: its detail and its parts. */
  one: (id: string) => ['request', id] as const,
  part: (id: string, part: string, ...rest: unknown[]) => ['request', id, part, ...rest] as const,
  /** The pickers of the request forms: locations, equipment, vendors, contacts. */
  pickers: ['request-pickers'] as const,
  guides: ['troubleshooting'] as const,
};
