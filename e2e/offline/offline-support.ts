import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO } from '../../src/server/seed/demo-ids';
import { apiGet, apiPost } from '../support/api-calls';

/** Waits until the service worker controls the page (its API cache sees the page's reads). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/**
 * Cuts the network for the page and its service worker: setOffline alone leaves the worker's own
 * fetches alone, so they are aborted by a route too.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The page's outbox test hook: set once the offline machinery started, just after the first render. */
async function outboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'sspOutbox' in window);
}

/** How many of the signed-in user's writes are not delivered yet, by status. */
export async function undelivered(page: Page): Promise<{ status: string; lastError: string | null }[]> {
  await outboxReady(page);
  return page.evaluate(async () => {
    const outbox = (window as unknown as { sspOutbox: { undeliveredWrites(): Promise<{ status: string; lastError: string | null }[]> } }).sspOutbox;
    return (await outbox.undeliveredWrites()).map((e) => ({ status: e.status, lastError: e.lastError }));
  });
}

/** Queues a note on a request through the outbox, as the request screen does; returns the note id. */
export async function queueNote(page: Page, requestId: string, text: string): Promise<string> {
  await outboxReady(page);
  return page.evaluate(
    async ({ requestId, text }) => {
      const id = crypto.randomUUID();
      const outbox = (window as unknown as { sspOutbox: { enqueueWrite(input: unknown): Promise<unknown> } }).sspOutbox;
      await outbox.enqueueWrite({
        kind: 'request.note',
        method: 'POST',
        url: `/requests/${requestId}/notes`,
        body: { id, text, actionRequired: false },
        entityId: id,
      });
      return id;
    },
    { requestId, text },
  );
}

/** Waits until every queued write was acknowledged. */
export async function expectOutboxEmpty(page: Page, timeout = 60_000): Promise<void> {
  await expect.poll(async () => (await undelivered(page)).length, { timeout }).toBe(0);
}

/**
 * A preventative request nobody has touched yet, so each run (and each repeat of it) starts from
 * the same state: the next request of the series of the staff's lowest-numbered open preventative
 * request at their PM location, generated with a fresh copy of the checklist. Generating is
 * idempotent per source request, so the chain is followed to its end.
 */
export async function freshPreventativeRequest(request: APIRequestContext, token: string): Promise<string> {
  const open = await apiGet<{ items: { id: string }[] }>(
    request,
    token,
    `/requests/summaries?status=Request%20Open&requestType=Preventative&locationId=${DEMO.locations.staffPm.id}&orderBy=number&orderDirection=asc&limit=1`,
  );
  let sourceId = open.items[0]?.id;
  expect(sourceId, 'the staff has an open preventative request').toBeTruthy();
  for (let step = 0; step < 50; step++) {
    const answer = await apiPost<{ created: boolean; request: { id: string } }>(request, token, `/self-service/requests/${sourceId}/generate-next`, {
      id: randomUUID(),
    });
    if (answer.created) return answer.request.id;
    sourceId = answer.request.id;
  }
  throw new Error('The PM series did not end within 50 requests.');
}
