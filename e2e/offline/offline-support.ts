import { expect, type BrowserContext, type Page } from '@playwright/test';

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
