import { HEADERS } from '@domain/api/headers';
import { ASSET_PATHS } from '@domain/assets/asset-api';
import type { AssetImportAnswer } from '@domain/assets/asset-csv';
import { api } from '@/lib/api-client';
import type { AssetListQuery } from '../asset-list-search';

/** Assets in bulk (docs/product/assets-and-locations.md#assets-in-bulk): the CSV out and in. Online only. */

export const ASSET_CSV_FAILURES = {
  export: 'An error occurred while trying to download the assets.',
  import: 'An error occurred while trying to import the file.',
} as const;

/** Every asset of the list's filters (not a page of them) as CSV. */
export const exportAssetsCsv = (query: AssetListQuery) =>
  api<Blob, 'blob'>(ASSET_PATHS.exportCsv, { query: { ...query, limit: undefined, offset: undefined }, responseType: 'blob' });

/** Checks the file: what each row would do, nothing applied. */
export const checkAssetsCsv = (csv: string) =>
  api<AssetImportAnswer>(ASSET_PATHS.importCsv, { method: 'POST', query: { dryRun: true }, body: csv, headers: { 'content-type': 'text/csv' } });

/** Imports the file. `key` (one per chosen file) makes a repeated import (a retry, a second tap) apply once. */
export const importAssetsCsv = (csv: string, key: string) =>
  api<AssetImportAnswer>(ASSET_PATHS.importCsv, {
    method: 'POST',
    query: { dryRun: false },
    body: csv,
    headers: { 'content-type': 'text/csv', [HEADERS.idempotencyKey]: key },
  });
