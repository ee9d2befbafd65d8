import { z } from 'zod';
import { ESCALATION_STATUSES } from '@domain/escalations/escalation-enums';
import type { EscalationListQuery } from '@domain/escalations/escalations-api';
import { queryText } from '@/lib/search-params';

/** Rows per page of the escalation list. */
export const ESCALATION_PAGE_SIZE = 25;

/** The list's filters as the address holds them; bad values are dropped, so a hand-edited address still opens. */
export const escalationListSearchSchema = z.object({
  status: z.enum(ESCALATION_STATUSES).optional().catch(undefined),
  location: z.guid().optional().catch(undefined),
  search: queryText,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type EscalationListSearch = z.infer<typeof escalationListSearchSchema>;

export function escalationListParams(search: EscalationListSearch): EscalationListQuery {
  return {
    status: search.status,
    locationId: search.location,
    search: search.search,
    limit: ESCALATION_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * ESCALATION_PAGE_SIZE,
  };
}

/** Only the filters that are set, so the address stays short. */
export const compactEscalationSearch = (search: EscalationListSearch): EscalationListSearch =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as EscalationListSearch;

export const hasEscalationFilters = (search: EscalationListSearch) => Object.keys(compactEscalationSearch({ ...search, page: undefined })).length > 0;
