import type { LocationImportAnswer } from '@domain/locations/location-csv';
import type { LocationListQuery } from '@domain/locations/location-api';
import { LOCATION_PATHS } from '@domain/locations/location-paths';
import { csvFailures, downloadCsv, sendCsv } from '@/lib/csv-calls';

/** Locations in bulk (docs/product/assets-and-locations.md#locations-in-bulk): one customer's locations as CSV, out and in. Online only. */

export const LOCATION_CSV_FAILURES = csvFailures('locations');

/** The location list's filters the download keeps. */
export type LocationCsvFilters = Pick<LocationListQuery, 'search' | 'archived'>;

/** Every location of the customer and the list's filters (not a page of them) as CSV. */
export const exportLocationsCsv = (customerId: string, filters: LocationCsvFilters) =>
  downloadCsv(LOCATION_PATHS.exportCsv, { customerId, search: filters.search || undefined, archived: filters.archived });

/** Checks the file (nothing applied), or with `key` (one per chosen file) imports it once. */
export const sendLocationsCsv = (customerId: string, csv: string, key?: string) =>
  sendCsv<LocationImportAnswer>(LOCATION_PATHS.importCsv, csv, { customerId, key });
