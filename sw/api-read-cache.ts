import { offlineDb } from '../src/client/offline/offline-db';
import { readCacheKey, readContextOf } from '../src/client/offline/read-cache-key';
import { CACHE_STORED_AT_HEADER } from '../src/client/offline/sync-messages';

/** How long the network gets before a stored answer is served instead (a weak basement signal). */
export const NETWORK_TIMEOUT_MS = 4_000;

const OFFLINE_MESSAGE = "You're offline, and this hasn't been opened on this device before.";

function offlineAnswer(): Response {
  return new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: OFFLINE_MESSAGE }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Network-first for an API read: the network's 2xx JSON answer is stored under the acting user,
 * selection and URL and passed on; with no network, or no answer within a few seconds, the stored
 * answer is served with `x-cache-stored-at`. A read never seen before waits for the network, and
 * with none gets a 503 with a clear message.
 */
export async function answerApiRead(request: Request, keepAlive: (work: Promise<unknown>) => void): Promise<Response> {
  const context = readContextOf(request.headers);
  // Without a signed-in user there is nothing to keep apart: pass it through untouched.
  if (!context) return fetch(request);
  const key = readCacheKey(context, request.url);
  const db = offlineDb();

  const network = fetch(request).then(async (res) => {
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) return res;
    // Read once and hand the page a copy: the stored body is exactly what the page got.
    const body = await res.text();
    keepAlive(
      db.reads.put({
        key,
        userId: context.userId,
        url: request.url,
        status: res.status,
        contentType: res.headers.get('content-type')!,
        body,
        storedAt: Date.now(),
      }),
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  });
  // The slow or failed network is still awaited for storing; the page gets whichever comes first.
  keepAlive(network.catch(() => undefined));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS);
  });
  const first = await Promise.race([network.catch(() => 'failed' as const), timedOut]);
  clearTimeout(timer);
  if (first instanceof Response) return first;

  const stored = await db.reads.get(key).catch(() => undefined);
  if (stored) {
    return new Response(stored.body, {
      status: stored.status,
      headers: { 'content-type': stored.contentType, [CACHE_STORED_AT_HEADER]: new Date(stored.storedAt).toISOString() },
    });
  }
  if (first === 'timeout') return network.catch(() => offlineAnswer());
  return offlineAnswer();
}
