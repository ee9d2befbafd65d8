import { z } from 'zod';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_TYPES } from '@domain/requests/request-enums';
import { queryText } from '@/lib/search-params';

/** Rows per page of the request list. */
export const REQUEST_PAGE_SIZE = 25;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);
const day = z.iso.date().optional().catch(undefined);

/**
 * The request list's filters as the address holds them (docs/product/routing.md, docs/product/constants.md). Bad values are dropped, not
 * errors: a hand-edited address still opens the list. No status means the default, Request Open;
 * 'All' shows every status.
 */
export const requestListSearchSchema = z.object({
  status: z
    .enum([...REQUEST_STATUSES, 'All'])
    .optional()
    .catch(undefined),
  priority: oneOf(REQUEST_PRIORITIES),
  type: oneOf(REQUEST_TYPES),
  location: z.guid().optional().catch(undefined),
  vendor: z.guid().optional().catch(undefined),
  from: day,
  to: day,
  search: queryText,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type RequestListSearch = z.infer<typeof requestListSearchSchema>;

/** The query of GET requests/summaries (or the self-service one) for a list address. */
export interface RequestListQueryParams {
  status: string;
  priority?: string;
  requestType?: string;
  locationId?: string;
  vendorId?: string;
  createdFrom?: string;
  createdTo?: string;
  search?: string;
  orderBy: 'createdAt';
  orderDirection: 'desc';
  limit: number;
  offset: number;
}

export function requestListParams(search: RequestListSearch): RequestListQueryParams {
  const status = search.status ?? 'Request Open';
  return {
    status: status === 'All' ? REQUEST_STATUSES.join(',') : status,
    priority: search.priority,
    requestType: search.type,
    locationId: search.location,
    vendorId: search.vendor,
    createdFrom: search.from,
    createdTo: search.to,
    search: search.search,
    orderBy: 'createdAt',
    orderDirection: 'desc',
    limit: REQUEST_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * REQUEST_PAGE_SIZE,
  };
}

/** Only the filters that are set, so the address stays short. */
export function compactSearch(search: RequestListSearch): RequestListSearch {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as RequestListSearch;
}

export const hasFilters = (search: RequestListSearch) => Object.keys(compactSearch(search)).length > 0;

/**
 * docs/product/routing.md: the list's filter and page are kept while the user moves inside the requests area (a
 * request, its guides, back to the list) and cleared when they leave it. Held for the page's life,
 * not stored: a reload starts from the address.
 */
let remembered: RequestListSearch | null = null;

export const requestListMemory = {
  remember(search: RequestListSearch): void {
    remembered = compactSearch(search);
  },
  /** The filters to reopen the list with when it is opened without any, or null. */
  recall(): RequestListSearch | null {
    return remembered && hasFilters(remembered) ? remembered : null;
  },
  clear(): void {
    remembered = null;
  },
};
