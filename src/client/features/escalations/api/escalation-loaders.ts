import type { QueryClient } from '@tanstack/react-query';
import { escalationListParams, type EscalationListSearch } from '../escalation-list-search';
import { escalationListQuery, escalationQuery } from './escalation-queries';

/** Started, not awaited: a change of filter shows at once, the previous page dimmed (docs/adding-a-page.md). */
export function loadEscalationList(queryClient: QueryClient, search: EscalationListSearch): void {
  void queryClient.prefetchQuery(escalationListQuery(escalationListParams(search)));
}

/** The escalation is the page: one that cannot be read shows the route's error with a retry. */
export async function loadEscalation(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.ensureQueryData(escalationQuery(id));
}
