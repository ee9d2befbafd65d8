import type { z } from 'zod';
import { csvImportMessages, csvImportQuerySchema, csvImportSchemas } from '../format/csv-import';
import { ASSET_CSV_COLUMNS, ASSET_IMPORT_MAX_ROWS } from './asset-csv-columns';

export {
  ASSET_CSV_COLUMNS,
  ASSET_CSV_REQUIRED,
  ASSET_IMPORT_LISTED_ROWS,
  ASSET_IMPORT_MAX_BYTES,
  ASSET_IMPORT_MAX_ROWS,
  CSV_NO,
  CSV_YES,
  type AssetCsvColumn,
} from './asset-csv-columns';

/** POST assets/import query: `dryRun=false` applies the file; the default only reports. `customerId`: the customer the assets are for. */
export const assetImportQuerySchema = csvImportQuerySchema;

const schemas = csvImportSchemas('assetId');

/** What an import did or would do (CsvImportReport, each row naming its asset as `assetId`). */
export const assetImportReportSchema = schemas.report;
export type AssetImportReport = z.infer<typeof assetImportReportSchema>;
export const assetImportAnswerSchema = schemas.answer;
export type AssetImportAnswer = z.infer<typeof assetImportAnswerSchema>;

/** docs/product/messages.md texts of the asset import. */
export const ASSET_IMPORT_MESSAGES = {
  ...csvImportMessages({ one: 'an asset', many: 'assets', singular: 'asset' }, ASSET_CSV_COLUMNS, ASSET_IMPORT_MAX_ROWS),
  noPlaceColumn: 'The file needs a store_number or a location column to say where each asset is.',
} as const;
