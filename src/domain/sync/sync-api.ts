import { z } from 'zod';
import { isoTimestamp } from '../api/contract';

/**
 * The user's offline set (docs/adr/0010-offline-set.md): what their day needs, kept on the device
 * while online. `GET sync/changes` answers what changed since the device's last call, with
 * deletions, a page at a time; the device stores each read under the URL its page reads.
 */
export const SYNC_PATHS = {
  /** GET syncChangesQuerySchema → syncChangesSchema; 400 for a cursor that is not this user's (then fill again without one). */
  changes: '/sync/changes',
} as const;

/** A request, an asset, a task, and the new request form's pickers (one per user, `id` "new-request"). */
export const OFFLINE_KINDS = ['request', 'asset', 'task', 'form'] as const;
export type OfflineKind = (typeof OFFLINE_KINDS)[number];

/** How many records one answer carries at most (the rest follows with the new cursor). */
export const SYNC_PAGE_MAX = 200;
export const SYNC_PAGE_DEFAULT = 50;

export const syncChangesQuerySchema = z.object({
  /** The cursor of the previous answer; without it the whole set is sent (a first fill). */
  since: z.guid('since must be a cursor from a previous answer').toLowerCase().optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SYNC_PAGE_MAX, `limit must be at most ${SYNC_PAGE_MAX}`)
    .default(SYNC_PAGE_DEFAULT),
});
export type SyncChangesQuery = z.input<typeof syncChangesQuerySchema>;

/**
 * One API read a page makes: the path under API_PREFIX with its query, exactly as the page's call
 * builds it, and the answer of that GET (its own route's schema: the server reads it through the route).
 */
export const offlineReadSchema = z.object({ path: z.string(), body: z.unknown() });
export type OfflineRead = z.infer<typeof offlineReadSchema>;

export const offlineRecordSchema = z.object({
  kind: z.enum(OFFLINE_KINDS),
  id: z.string(),
  /** Changes whenever anything its pages read changes. */
  version: z.string(),
  /** Open requests and tasks are the set's core; the device drops closed ones first when it needs room. */
  open: z.boolean(),
  /** One line for the device's own list ("#1042 Walk-in cooler not cooling"). */
  label: z.string(),
  reads: z.array(offlineReadSchema),
});
export type OfflineRecord = z.infer<typeof offlineRecordSchema>;

export const offlineRefSchema = z.object({ kind: z.enum(OFFLINE_KINDS), id: z.string() });
export type OfflineRef = z.infer<typeof offlineRefSchema>;

export const syncChangesSchema = z.object({
  /** Pass as `since` next time. */
  cursor: z.string(),
  /** More changes wait: call again at once with the new cursor. */
  hasMore: z.boolean(),
  /** New or changed records. */
  changes: z.array(offlineRecordSchema),
  /** Records that left the set (closed, reassigned, out of reach) or were removed. */
  deleted: z.array(offlineRefSchema),
  /** The whole set's size once this answer is applied (and hasMore false). */
  counts: z.object({ requests: z.number().int(), assets: z.number().int(), tasks: z.number().int() }),
  at: isoTimestamp,
});
export type SyncChanges = z.infer<typeof syncChangesSchema>;

/** The key of a record in a cursor and on the device. */
export const offlineKey = (ref: OfflineRef): string => `${ref.kind}:${ref.id}`;
