import { ASSET_PATHS } from '@domain/assets/asset-api';
import type { AssetImportAnswer } from '@domain/assets/asset-csv';
import { csvFailures, downloadCsv, sendCsv } from '@/lib/csv-calls';
import type { AssetListQuery } from '../asset-list-search';

/** Assets in bulk (docs/product/assets-and-locations.md#assets-in-bulk): the CSV out and in. Online only. */

export const ASSET_CSV_FAILURES = csvFailures('assets');

/** Every asset of the list's filters (not a page of them) as CSV. */
export const exportAssetsCsv = (query: AssetListQuery) => downloadCsv(ASSET_PATHS.exportCsv, { ...query, limit: undefined, offset: undefined });

/** Checks the file: what each row would do, nothing applied. */
export const checkAssetsCsv = (csv: string) => sendCsv<AssetImportAnswer>(ASSET_PATHS.importCsv, csv);

/** Imports the file. `key` (one per chosen file) makes a repeated import (a retry, a second tap) apply once. */
export const importAssetsCsv = (csv: string, key: string) => sendCsv<AssetImportAnswer>(ASSET_PATHS.importCsv, csv, { key });
