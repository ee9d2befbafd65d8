import { API_PREFIX } from '@domain/api/paths';
import { PUBLIC_LINK_PATHS } from '@domain/public-links/public-links-api';
import type { OfflineDb } from './offline-db';
import { readCacheKey, type ReadContext } from './read-cache-key';

/**
 * The API reads kept for offline use: GETs under the API prefix. Public link pages' reads carry
 * their token in the query: never stored (docs/product/public-links.md).
 */
export function isKeptRead(method: string, url: URL): boolean {
  return method === 'GET' && url.pathname.startsWith(`${API_PREFIX}/`) && !url.pathname.startsWith(`${API_PREFIX}${PUBLIC_LINK_PATHS.view}`);
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
  return db.reads.put({ key: readCacheKey(context, url), userId: context.userId, url, ...answer, storedAt: Date.now(), late });
}
