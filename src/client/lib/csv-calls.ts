import { HEADERS } from '@domain/api/headers';
import { api } from './api-client';

/**
 * The calls of an area's CSV export and import (docs/product/assets-and-locations.md#assets-in-bulk):
 * GET <area>/export.csv and POST <area>/import. Online only.
 */

/** docs/product/messages.md texts of a failed download or import. */
export const csvFailures = (many: string) =>
  ({
    export: `An error occurred while trying to download the ${many}.`,
    import: 'An error occurred while trying to import the file.',
  }) as const;

/** Every record of the filters (not a page of them) as CSV. */
export const downloadCsv = (path: string, query: Record<string, string | number | boolean | undefined>) =>
  api<Blob, 'blob'>(path, { query, responseType: 'blob' });

/**
 * Sends a file to an import: a check of what each row would do (`key` left out: nothing applied),
 * or the import itself under `key` (one per chosen file, so a retry or a second tap applies once).
 */
export const sendCsv = <R>(path: string, csv: string, options: { key?: string; customerId?: string } = {}) =>
  api<R>(path, {
    method: 'POST',
    query: { dryRun: !options.key, customerId: options.customerId },
    body: csv,
    headers: { 'content-type': 'text/csv', ...(options.key ? { [HEADERS.idempotencyKey]: options.key } : {}) },
  });
