import { redirect } from '@tanstack/react-router';
import { hasFilters, requestListMemory, type RequestListSearch } from './request-list-search';

/**
 * docs/product/routing.md routing rule for the request list: the filters it is opened with are remembered; opened
 * without any (the nav link, a request's back link) while the user is still in the requests area,
 * it reopens the ones in use. Clearing the filters on the list forgets them first (see the list page).
 */
export function reopenRememberedFilters({ search, preload }: { search: RequestListSearch; preload?: boolean }): void {
  if (hasFilters(search)) {
    // A hover preload is not a visit.
    if (!preload) requestListMemory.remember(search);
    return;
  }
  const recalled = requestListMemory.recall();
  if (recalled) throw redirect({ to: '/requests', search: recalled, replace: true });
}

/** Leaving the requests area clears the list's filter and page. */
export function leaveRequestsArea(): void {
  requestListMemory.clear();
}
