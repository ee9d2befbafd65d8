import type { PeopleImportAnswer } from '@domain/users/people-csv';
import { USER_PATHS } from '@domain/users/users-api';
import { csvFailures, downloadCsv, sendCsv } from '@/lib/csv-calls';

/** People in bulk (docs/product/sessions-and-tenancy.md#people-in-bulk): a customer's people as CSV, out and in. Online only. */

export const PEOPLE_CSV_FAILURES = csvFailures('people');

/** Every person of the customer and the list's search and archived switch (not a page of them) as CSV. */
export const exportPeopleCsv = (customerId: string, filters: { search: string; includeArchived: boolean }) =>
  downloadCsv(USER_PATHS.exportCsv, { customerId, search: filters.search.trim() || undefined, includeArchived: String(filters.includeArchived) });

/** Checks the file (nothing applied), or with `key` (one per chosen file) imports it once: new people are invited. */
export const sendPeopleCsv = (customerId: string, csv: string, key?: string) => sendCsv<PeopleImportAnswer>(USER_PATHS.importCsv, csv, { customerId, key });
