import { z } from 'zod';
import { commaList, idSchema, instantSchema, rangeEndSchema } from '../requests/query-lists';

/**
 * The filters every report takes (docs/product/reporting.md#filters): a date range (calendar dates;
 * `to` includes its whole day), a location group or locations of the caller's, a service category
 * and a vendor. Each report answers for the current customer, at the locations the caller sees.
 */
export const reportFilterSchema = z
  .object({
    from: instantSchema('from').optional(),
    to: rangeEndSchema('to').optional(),
    locationGroupId: idSchema('locationGroupId').optional(),
    /** Comma-separated ids of the caller's locations. */
    locationId: commaList(idSchema('locationId')).optional(),
    serviceCategoryId: idSchema('serviceCategoryId').optional(),
    vendorId: idSchema('vendorId').optional(),
  })
  .strict();
export type ReportFilterQuery = z.input<typeof reportFilterSchema>;
export type ReportFilter = z.output<typeof reportFilterSchema>;

/** A report with no date range covers the last year up to today. */
export const DEFAULT_REPORT_DAYS = 365;

/** What a named thing is called in a report's rows. */
export const reportRefSchema = z.object({ id: z.string(), name: z.string() });
