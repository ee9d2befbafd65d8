import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { watchSettledWrites } from '@/offline/settled-writes';
import { requestKeys } from './request-keys';

/** A request's id in a write's path: its own calls, and a vendor's answers on it from My jobs. */
const REQUEST_IN_PATH = /\/(?:requests|vendor-jobs)\/([0-9a-f-]{36})(?:\/|$|\?)/i;

/**
 * The request a queued write changed: the one it creates (its entity), named in its path
 * (`/requests/<id>/notes`, `/vendor-jobs/<id>/report`), in its body (`requestId` of an activity or upload), or else the request
 * page it was made on (a checklist mark names only its item).
 */
export function requestIdOf(entry: Pick<OutboxEntry, 'kind' | 'entityId' | 'url' | 'body' | 'pagePath'>): string | null {
  if (entry.kind === 'request.create') return entry.entityId;
  const fromUrl = REQUEST_IN_PATH.exec(entry.url)?.[1];
  if (fromUrl) return fromUrl;
  const body = entry.body as { requestId?: unknown } | null;
  if (body && typeof body.requestId === 'string') return body.requestId;
  return REQUEST_IN_PATH.exec(entry.pagePath)?.[1] ?? null;
}

/** At most one refresh this often while a queue drains (hundreds of writes reach the server in seconds). */
export const DELIVERY_REFRESH_MS = 1_000;

/**
 * When the server has a queued write, or refused it (whichever tab sent it), what the screens read
 * of that request is read again, so the server's version replaces the optimistic one (a refusal
 * for a conflict, docs/product/offline-writes.md, shows what changed meanwhile); request lists too.
 * The first delivery refreshes at once; deliveries that follow within a second are gathered into
 * one refresh at the end of it. Returns a stop function.
 */
export function refreshRequestsWhenDelivered(queryClient: QueryClient, now: () => number = Date.now): () => void {
  const waiting = new Set<string | null>();
  // A troubleshooting attempt also changes its equipment's history.
  let attempts = false;
  let lastRefresh = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    timer = undefined;
    lastRefresh = now();
    for (const id of waiting) void queryClient.invalidateQueries({ queryKey: id ? requestKeys.one(id) : ['request'] });
    waiting.clear();
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists });
    if (attempts) void queryClient.invalidateQueries({ queryKey: requestKeys.guides });
    attempts = false;
  };
  const stop = watchSettledWrites((settled) => {
    for (const entry of settled) waiting.add(requestIdOf(entry));
    attempts ||= settled.some((e) => e.kind === 'troubleshooting.attempt');
    if (timer !== undefined) return;
    const wait = lastRefresh + DELIVERY_REFRESH_MS - now();
    if (wait <= 0) refresh();
    else timer = setTimeout(refresh, wait);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
