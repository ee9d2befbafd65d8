import { offlineDb, type CachedRead } from '../src/client/offline/offline-db';
import { readCacheKey, readContextOf } from '../src/client/offline/read-cache-key';
import { isKeptAnswer, keepRead } from '../src/client/offline/stored-reads';
import { CACHE_STORED_AT_HEADER } from '../src/client/offline/sync-messages';

/**
 * How long the network gets before a stored answer is served instead: the phone shows bars but
 * requests hang ("lie-fi", a basement plant room). VITE_READ_BUDGET_MS at build time changes it.
 */
export const READ_BUDGET_MS = Number(import.meta.env.VITE_READ_BUDGET_MS) || 1_500;

/**
 * Once a read ran out of its budget, the connection counts as weak for this long: reads with a
 * stored answer get it at once (the network still answers them in the background), so a screen's
 * start-up does not wait one budget per call. A read the network answers in time ends it.
 */
export const WEAK_CONNECTION_MS = 30_000;

/**
 * A late network answer (stored after the page got the cached one, and the page told) is served as
 * fresh, once, within this time: the page's refetch after the notice then needs no network.
 */
export const LATE_ANSWER_FRESH_MS = 15_000;

const OFFLINE_MESSAGE = "You're offline, and this hasn't been opened on this device before.";

let weakUntil = 0;

/** Forgets a weak connection (tests). */
export function resetConnectionState(): void {
  weakUntil = 0;
}

function offlineAnswer(): Response {
  return new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: OFFLINE_MESSAGE }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });
}

function storedAnswer(stored: CachedRead, { fresh }: { fresh: boolean }): Response {
  const headers: Record<string, string> = { 'content-type': stored.contentType };
  if (!fresh) headers[CACHE_STORED_AT_HEADER] = new Date(stored.storedAt).toISOString();
  return new Response(stored.body, { status: stored.status, headers });
}

export interface ReadHooks {
  /** Keeps the worker alive until the work is done (`event.waitUntil`). */
  keepAlive(work: Promise<unknown>): void;
  /** The network answered after the page got the stored answer; the fresh one is stored now. */
  lateAnswerStored(): void;
}

/**
 * Network-first for an API read: the network's 2xx JSON answer is stored under the acting user,
 * selection and URL and passed on. With no network, or no answer within the budget (none at all
 * while the connection is weak), the stored answer is served with `x-cache-stored-at`, and when
 * the network answers after all, that answer is stored and the page told, so the screen updates.
 * A read never seen before waits for the network, and with none gets a 503 with a clear message.
 */
export async function answerApiRead(request: Request, hooks: ReadHooks): Promise<Response> {
  const context = readContextOf(request.headers);
  // Without a signed-in user there is nothing to keep apart: pass it through untouched.
  if (!context) return fetch(request);
  const key = readCacheKey(context, request.url);
  const db = offlineDb();
  const stored = await db.reads.get(key).catch(() => undefined);

  if (stored?.late && Date.now() - stored.storedAt < LATE_ANSWER_FRESH_MS) {
    hooks.keepAlive(db.reads.update(key, { late: false }).catch(() => undefined));
    return storedAnswer(stored, { fresh: true });
  }

  let servedStored = false;
  const startedAt = Date.now();
  const network = fetch(request).then(async (res) => {
    const contentType = res.headers.get('content-type') ?? '';
    if (!isKeptAnswer({ status: res.status, contentType })) return res;
    if (Date.now() - startedAt < READ_BUDGET_MS) weakUntil = 0;
    // Read once and hand the page a copy: the stored body is exactly what the page got.
    const body = await res.text();
    const late = servedStored;
    const saved = keepRead(db, context, request.url, { status: res.status, contentType, body }, late);
    hooks.keepAlive(saved.then(() => late && hooks.lateAnswerStored()).catch(() => undefined));
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  });
  // The slow or failed network is still awaited for storing; the page gets whichever comes first.
  hooks.keepAlive(network.catch(() => undefined));

  const budget = stored && Date.now() < weakUntil ? 0 : READ_BUDGET_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), budget);
  });
  const first = await Promise.race([network.catch(() => 'failed' as const), timedOut]);
  clearTimeout(timer);
  if (first instanceof Response) return first;

  if (first === 'timeout' && budget > 0) weakUntil = Date.now() + WEAK_CONNECTION_MS;
  if (stored) {
    servedStored = true;
    return storedAnswer(stored, { fresh: false });
  }
  if (first === 'timeout') return network.catch(() => offlineAnswer());
  return offlineAnswer();
}
