import { z } from 'zod';
import { csvImportMessages, csvImportSchemas } from '../format/csv-import';
import { locationListQuerySchema } from './location-api';
import { LOCATION_CSV_COLUMNS, LOCATION_IMPORT_MAX_ROWS } from './location-csv-columns';

/** GET locations/export.csv: the location list's filters, for one customer (the current one unless named); not paged. */
export const locationCsvQuerySchema = locationListQuerySchema.pick({ search: true, archived: true }).extend({
  customerId: z.guid('customerId must be a customer id').optional(),
});
export type LocationCsvQuery = z.infer<typeof locationCsvQuerySchema>;

const schemas = csvImportSchemas('locationId');
/** What POST locations/import did or would do (CsvImportReport, each row naming its location as `locationId`). */
export const locationImportReportSchema = schemas.report;
export type LocationImportReport = z.infer<typeof locationImportReportSchema>;
export const locationImportAnswerSchema = schemas.answer;
export type LocationImportAnswer = z.infer<typeof locationImportAnswerSchema>;

/** docs/product/messages.md texts of the location import. */
export const LOCATION_IMPORT_MESSAGES = {
  ...csvImportMessages({ one: 'a location', many: 'locations', singular: 'location' }, LOCATION_CSV_COLUMNS, LOCATION_IMPORT_MAX_ROWS),
  forbidden: 'Only Company Leaders and administrators may import locations.',
} as const;
