import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from '../../../offline/outbox-entry';
import { watchDeliveredWrites } from '../../../offline/delivered-writes';
import { requestKeys } from './request-keys';

const REQUEST_IN_PATH = /\/requests\/([0-9a-f-]{36})(?:\/|$|\?)/i;

/**
 * The request a queued write changed: named in its path (`/requests/<id>/notes`), in its body
 * (`requestId` of an activity or upload), or else the request page it was made on (a checklist
 * mark names only its item).
 */
export function requestIdOf(entry: Pick<OutboxEntry, 'url' | 'body' | 'pagePath'>): string | null {
  const fromUrl = REQUEST_IN_PATH.exec(entry.url)?.[1];
  if (fromUrl) return fromUrl;
  const body = entry.body as { requestId?: unknown } | null;
  if (body && typeof body.requestId === 'string') return body.requestId;
  return REQUEST_IN_PATH.exec(entry.pagePath)?.[1] ?? null;
}

/**
 * When the server has a queued write (whichever tab sent it), what the screens read of that
 * request is read again, so the server's version replaces the optimistic one; request lists too.
 * Returns a stop function.
 */
export function refreshRequestsWhenDelivered(queryClient: QueryClient): () => void {
  return watchDeliveredWrites((delivered) => {
    const ids = new Set(delivered.map(requestIdOf));
    for (const id of ids) void queryClient.invalidateQueries({ queryKey: id ? requestKeys.one(id) : ['request'] });
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists });
  });
}
