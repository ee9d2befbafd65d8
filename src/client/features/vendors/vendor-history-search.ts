import { z } from 'zod';
import type { SsoHistoryQuery } from '@domain/vendors/vendor-history-api';
import { queryText } from '@/lib/search-params';
import { VENDOR_PAGE_SIZE } from './api/vendor-calls';

const day = z.iso.date().optional().catch(undefined);

/** The history tab's filters as the address holds them; bad values are dropped, so a hand-edited address still opens. */
export const vendorHistorySearchSchema = z.object({
  location: z.guid().optional().catch(undefined),
  search: queryText,
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type VendorHistorySearch = z.infer<typeof vendorHistorySearchSchema>;

/** GET vendors/ssoHistoryView's query for an address (a reversed range is read the right way round). */
export function ssoHistoryQueryOf(search: VendorHistorySearch): SsoHistoryQuery {
  const [from, to] = search.from && search.to && search.from > search.to ? [search.to, search.from] : [search.from, search.to];
  return {
    locationId: search.location,
    searchText: search.search,
    startDate: from,
    endDate: to,
    offset: ((search.page ?? 1) - 1) * VENDOR_PAGE_SIZE,
  };
}
