import { API_PREFIX } from '@domain/api/paths';
import { PUBLIC_LINK_PATHS } from '@domain/public-links/public-links-api';
import { SYNC_PATHS } from '@domain/sync/sync-api';
import type { CachedRead, OfflineDb } from './offline-db';
import { readCacheKey, type ReadContext } from './read-cache-key';

/**
 * The API reads kept for offline use: GETs under the API prefix. Public link pages' reads carry
 * their token in the query: never stored (docs/product/public-links.md).
 */
export function isKeptRead(method: string, url: URL): boolean {
  return (
    method === 'GET' &&
    url.pathname.startsWith(`${API_PREFIX}/`) &&
    !url.pathname.startsWith(`${API_PREFIX}${PUBLIC_LINK_PATHS.view}`) &&
    // The offline set's own call: its records are stored read by read (offline-set/), and a fill
    // that takes seconds must not count as a connection that does not answer.
    url.pathname !== `${API_PREFIX}${SYNC_PATHS.changes}`
  );
}

/** A network answer to keep: only a 2xx JSON answer is. */
export interface NetworkAnswer {
  status: number;
  contentType: string;
  body: string;
}

export const isKeptAnswer = (answer: { status: number; contentType: string }): boolean =>
  answer.status >= 200 && answer.status < 300 && answer.contentType.includes('application/json');

/**
 * Stores a network answer under the acting user, selection and URL (read-cache-key.ts), as the
 * worker serves it offline. `late`: the page had been given the older stored answer meanwhile.
 */
export function keepRead(db: OfflineDb, context: ReadContext, url: string, answer: NetworkAnswer, late = false): Promise<unknown> {
  return db.reads.put(storedRead(context, url, answer, { storedAt: Date.now(), late }));
}

/** The read-cache row of an answer, as the worker looks it up. */
export function storedRead(context: ReadContext, url: string, answer: NetworkAnswer, at: { storedAt: number; late?: boolean }): CachedRead {
  return { key: readCacheKey(context, url), userId: context.userId, url, ...answer, storedAt: at.storedAt, late: at.late ?? false };
}
