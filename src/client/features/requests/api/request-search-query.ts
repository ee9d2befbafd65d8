import { REQUEST_STATUSES } from '@domain/requests/request-enums';
import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '@domain/requests/request-paths';
import type { RequestSummaryPage } from '@domain/requests/request-views';
import { api } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';
import { requestKeys } from './request-keys';

/**
 * The quick find's call and read, apart from request-calls and request-queries: only the quick
 * find's own chunk loads them, and the request page's first load does not grow with them.
 */

/** Its own text (docs/product/messages.md), not one of REQUEST_MESSAGES: that module would then be a chunk of its own. */
export const QUICK_FIND_FAILED = 'An error occurred while trying to find requests';

/** Rows the quick find shows: enough to spot the one, with a way on to the full list. */
export const QUICK_FIND_LIMIT = 8;

/**
 * Every status, matching the number, ticket name, description, asset or location: GET requests/search,
 * or a self-service customer's own list with both statuses (requests/search is the full-service list's).
 */
const searchRequests = (search: string, limit: number, selfService: boolean, signal: AbortSignal) =>
  selfService
    ? api<RequestSummaryPage>(SELF_SERVICE_PATHS.summaries, {
        query: { search, limit, status: REQUEST_STATUSES.join(','), orderBy: 'createdAt', orderDirection: 'desc' },
        signal,
      })
    : api<RequestSummaryPage>(REQUEST_PATHS.search, { query: { search, limit, orderBy: 'createdAt', orderDirection: 'desc' }, signal });

/**
 * The quick find's matches; under `lists`, so a write on any request refreshes them. The call takes
 * the query's signal: a search typed over before it answers is cancelled.
 */
export const requestSearchQuery = (search: string, selfService: boolean) =>
  apiQuery({
    queryKey: [...requestKeys.lists, 'search', { selfService }, search],
    read: (signal) => searchRequests(search, QUICK_FIND_LIMIT, selfService, signal),
    failure: QUICK_FIND_FAILED,
  });
