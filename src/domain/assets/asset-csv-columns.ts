// The columns and limits of the asset CSV, apart from its schemas (asset-csv.ts), so the screen that
// shows them does not load the schemas and what they import.
import { CSV_IMPORT_LISTED_ROWS } from '../format/csv';

/**
 * Assets as CSV (docs/product/assets-and-locations.md#assets-in-bulk): the same columns out
 * (GET assets/export.csv) and in (POST assets/import), so export → edit in a spreadsheet → import
 * changes exactly what was edited. A row with an `id` updates that asset; one without adds one.
 */
export const ASSET_CSV_COLUMNS = [
  'id',
  'store_number',
  'location',
  'name',
  'type',
  'model_number',
  'serial_number',
  'status',
  'infrastructure',
  'certification_eligible',
  'warranty_expires_on',
  'installed_on',
  'brand',
] as const;
export type AssetCsvColumn = (typeof ASSET_CSV_COLUMNS)[number];

/** Columns an import must have: what an asset is, and where (by store number or by location name). */
export const ASSET_CSV_REQUIRED: readonly AssetCsvColumn[] = ['name', 'type'];

/** docs/product/constants.md: the most rows one import takes, and how many of its rows the report lists. */
export const ASSET_IMPORT_MAX_ROWS = 25_000;
export const ASSET_IMPORT_LISTED_ROWS = CSV_IMPORT_LISTED_ROWS;
/** The largest CSV file an import takes (25,000 rows of long names and serials). */
export const ASSET_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

export { CSV_NO, CSV_YES } from '../format/csv';
