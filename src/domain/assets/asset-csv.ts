import { z } from 'zod';
import { opIdField } from '../api/contract';
import { queryBoolean } from './asset-filters';
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

/** POST assets/import query: `dryRun=false` applies the file; the default only reports. */
export const assetImportQuerySchema = z.object({
  dryRun: queryBoolean.default(true),
  /** The customer the assets are for; defaults to the caller's current customer. */
  customerId: z.guid('customerId must be a customer id').optional(),
});

export const ASSET_IMPORT_ACTIONS = ['create', 'update', 'refuse'] as const;

export const assetImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(ASSET_IMPORT_ACTIONS),
  assetId: z.string().nullable(),
  name: z.string(),
  /** Why the row is refused; null otherwise. */
  reason: z.string().nullable(),
  /** The columns an update changes. */
  changes: z.array(z.string()),
});
export type AssetImportRow = z.infer<typeof assetImportRowSchema>;

/**
 * What an import did or would do. `applied` is false for a dry run, and for a real run with any row
 * refused: then nothing of the file is applied. `rows` lists the refused rows first, then those
 * that add or change an asset, up to ASSET_IMPORT_LISTED_ROWS; unchanged rows are only counted.
 */
export const assetImportReportSchema = z.object({
  applied: z.boolean(),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  rows: z.array(assetImportRowSchema),
  /** More rows than listed would add, change or be refused. */
  truncated: z.boolean(),
});
export type AssetImportReport = z.infer<typeof assetImportReportSchema>;
export const assetImportAnswerSchema = assetImportReportSchema.extend(opIdField);
export type AssetImportAnswer = z.infer<typeof assetImportAnswerSchema>;

/** docs/product/messages.md texts of the asset import. */
export const ASSET_IMPORT_MESSAGES = {
  noCustomer: 'customerId: you belong to several customers; name the one the assets are for.',
  notCsv: 'The file is not CSV text: a quoted field is never closed.',
  empty: 'The file has no rows: the first line names the columns, each line after it is an asset.',
  tooMany: `The file has more than ${ASSET_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files.`,
  unknownColumns: (names: string[]) => `Unknown columns: ${names.join(', ')}. The columns are ${ASSET_CSV_COLUMNS.join(', ')}.`,
  missingColumns: (names: string[]) => `Missing columns: ${names.join(', ')}.`,
  noPlaceColumn: 'The file needs a store_number or a location column to say where each asset is.',
  forbidden: 'You do not have permission to import assets for this customer.',
  notApplied: (refused: number) => `${refused} ${refused === 1 ? 'row is' : 'rows are'} refused, so nothing was imported. Fix them and import the file again.`,
} as const;
