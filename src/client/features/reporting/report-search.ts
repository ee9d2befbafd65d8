import { z } from 'zod';
import { INVOICE_STATUSES } from '@domain/reporting/invoice-enums';

/** Rows per page of the invoice lists. */
export const INVOICE_PAGE_SIZE = 25;

const day = z.iso.date().optional().catch(undefined);
const id = z.guid().optional().catch(undefined);
/** Location ids as the address holds them: comma-separated; anything that is not an id is dropped. */
const idList = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => {
    const ids = (v ?? '').split(',').filter((s) => z.guid().safeParse(s).success);
    return ids.length ? ids.join(',') : undefined;
  })
  .optional();

/**
 * The reporting filters as the address holds them (docs/product/reporting.md#filters), shared by
 * every report: a date range, a location group, locations, a service category and a vendor; the
 * invoice lists add a status and a page. Bad values are dropped, not errors.
 */
export const reportSearchSchema = z.object({
  from: day,
  to: day,
  group: id,
  locations: idList,
  category: id,
  vendor: id,
  status: z.enum(INVOICE_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ReportSearch = z.infer<typeof reportSearchSchema>;
