// The columns and limits of the location CSV, apart from its schemas (location-csv.ts), so the screen
// that shows them does not load the schemas and what they import.

/**
 * Locations as CSV (docs/product/assets-and-locations.md#locations-in-bulk): the same columns out
 * (GET locations/export.csv) and in (POST locations/import), so export → edit in a spreadsheet →
 * import changes exactly what was edited. A row with an `id` updates that location; one without adds one.
 */
export const LOCATION_CSV_COLUMNS = [
  'id',
  'store_number',
  'name',
  'address',
  'city',
  'state',
  'postal_code',
  'time_zone',
  'group',
  'pm_enabled',
  'phone',
  'site_contact_name',
  'site_contact_phone',
  'access_notes',
  'archived',
] as const;
export type LocationCsvColumn = (typeof LOCATION_CSV_COLUMNS)[number];

/** Columns an import must have. */
export const LOCATION_CSV_REQUIRED: readonly LocationCsvColumn[] = ['name'];

/** docs/product/constants.md: the most rows one import takes, and its largest file. */
export const LOCATION_IMPORT_MAX_ROWS = 10_000;
export const LOCATION_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
