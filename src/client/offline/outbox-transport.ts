import { HEADERS } from '@domain/api/headers';
import { API_PREFIX, AUTH_PREFIX } from '@domain/api/paths';
import { AUTH_PATHS } from '@domain/auth/auth-api';
import { multipartFields } from './multipart-fields';
import type { OutboxBlob, OutboxEntry } from './outbox-entry';

/** Sends one outbox entry (its body already upgraded) and answers the server's response. */
export type SendEntry = (entry: OutboxEntry, body: unknown, blobs: Map<string, OutboxBlob>) => Promise<Response>;

export interface FetchTransportOptions {
  /** Origin of the brand's API ('' for the page's own). */
  apiBaseUrl: string;
  /** Headers proving who the user is now (the page's bearer token; in the worker the cookie does it). */
  authHeaders: () => Record<string, string>;
  fetch?: typeof fetch;
  /** A send with no answer by then is given up and retried later (default WRITE_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * On a weak signal a write can hang for minutes: after this long it counts as a network failure and
 * is retried with backoff (its Idempotency-Key makes a retry of a write that did arrive harmless).
 * Long enough for a photo on a slow uplink.
 */
export const WRITE_TIMEOUT_MS = 60_000;

/**
 * The real sender: the entry's recorded impersonation and selection headers and page path, the
 * current token, and the opId as Idempotency-Key. A write with blobs is sent as multipart, built
 * now from the stored bytes.
 */
export function createFetchTransport(options: FetchTransportOptions): SendEntry {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return (entry, body, blobs) => {
    const headers = new Headers({ ...entry.headers, ...options.authHeaders() });
    headers.set(HEADERS.currentPath, entry.pagePath);
    headers.set(HEADERS.idempotencyKey, entry.opId);
    let payload: BodyInit | undefined;
    if (entry.blobs.length > 0) {
      const form = new FormData();
      for (const [name, value] of Object.entries(multipartFields(body))) form.append(name, value);
      for (const ref of entry.blobs) {
        const blob = blobs.get(ref.blobId)!;
        form.append(ref.field, new File([blob.bytes], ref.fileName, { type: blob.type }));
      }
      payload = form;
    } else if (body !== null && body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    return doFetch(`${options.apiBaseUrl}${API_PREFIX}${entry.url}`, {
      method: entry.method,
      headers,
      body: payload,
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? WRITE_TIMEOUT_MS),
    });
  };
}

/**
 * Renews the session with the refresh cookie (the docs/product/README.md#api token call) without reloading the page:
 * true when a new access token was issued.
 */
export function createSessionRefresher(apiBaseUrl: string, doFetch: typeof fetch = (i, init) => fetch(i, init)): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return () => {
    running ??= doFetch(`${apiBaseUrl}${AUTH_PREFIX}${AUTH_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app: 'ssp', grantType: 'refresh_token' }),
      credentials: 'include',
    })
      .then(
        (res) => res.ok,
        () => false,
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
}
