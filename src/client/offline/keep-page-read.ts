import { offlineDb } from './offline-db';
import { readContextOf } from './read-cache-key';
import { isKeptAnswer, isKeptRead, keepRead, type NetworkAnswer } from './stored-reads';

/**
 * Until the service worker controls the page (a first visit: its first install precaches the whole
 * app, which takes seconds), the page's reads do not pass through it. The page stores them itself,
 * exactly as the worker would, so a session that signed in meanwhile (the user, rules, customer
 * and the screen it saw) opens offline (issue 30).
 */
export async function keepPageRead(request: { url: string; method: string; headers: Headers }, answer: NetworkAnswer): Promise<void> {
  const context = readContextOf(request.headers);
  if (!context || !isKeptRead(request.method, new URL(request.url, window.location.href)) || !isKeptAnswer(answer)) return;
  await keepRead(offlineDb(), context, request.url, answer).catch(() => undefined);
}
