import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO } from '../../src/server/seed/demo-ids';
import { API_PREFIX } from '../../src/domain/api/paths';
import { accessToken, apiPost } from '../support/api-calls';
import { loginWithCode } from '../support/identity';
import {
  ChaosNetwork,
  enqueueInPage,
  outboxHookReady,
  planWrites,
  seededRandom,
  startWorkerSwapProxy,
  undeliveredInPage,
  waitUntil,
  type PlannedWrite,
  type WorkerSwapProxy,
} from './chaos-support';
import { waitForWorker } from './offline-support';

/**
 * The outbox under chaos (docs/adr/0003-offline-first-outbox.md), in Chromium against the real
 * server and the built app with its service worker: one signed-in user queues notes (some
 * depending on an earlier note), check-ins, new requests (with notes and check-ins on them queued
 * behind) and writes the server refuses from two tabs, over several requests, while the network answers a share of the writes 500, drops the answer of
 * another share after the server committed, and goes offline and back several times; the tab
 * holding the drain lock is closed with writes in flight, and a new version of the app is
 * installed and applied through the "A new version is ready — Reload" prompt with writes queued.
 * Once the outbox is empty, the server (read through the API) holds exactly one effect for each
 * accepted write, and the needs-attention list exactly the refused ones.
 *
 * CHAOS_OPERATIONS (default 250; `npm run chaos` runs 1,000) and CHAOS_SEED (fixed by default).
 */
const OPERATIONS = Number(process.env.CHAOS_OPERATIONS ?? 250);
const SEED = Number(process.env.CHAOS_SEED ?? 20_261_125);
/** Of the outbox's sends while faults are on: answered 500, or forwarded and the answer dropped. */
const FAIL_RATE = 0.07;
const DROP_RATE = 0.06;
/**
 * Faults (500s, dropped answers) go on until everything is queued and the backlog is down to 5%, or
 * this long after they started at the latest: the tail then drains within its backoff. Retries of
 * 500s, lost answers and offline spells are each proved on their own by the unit tests
 * (tests/client/offline/drain-outbox.test.ts); this test proves them together with two tabs and an
 * update, so it need not keep them up for long.
 */
const FAULT_WINDOW_MS = 30_000 + OPERATIONS * 60;
const REQUESTS = 8;
const BATCHES = 25;
const STAFF = DEMO.users.locationStaff.email;

/** The browser context goes through a proxy that can hand out a new build of the service worker. */
const test = base.extend<{ workerSwap: WorkerSwapProxy }>({
  // eslint-disable-next-line no-empty-pattern
  workerSwap: async ({}, use) => {
    const proxy = await startWorkerSwapProxy();
    await use(proxy);
    await proxy.close();
  },
  proxy: async ({ workerSwap }, use) => use({ server: workerSwap.url }),
});

interface Paged<T> {
  items: T[];
  total: number;
}

interface Activity {
  id: string;
  activityType: string;
  createdAt: string;
}

/** Opens the app in a new tab of the signed-in context, with its worker and outbox running. */
async function openTab(page: Page): Promise<Page> {
  await page.goto('/requests');
  await waitForWorker(page);
  await outboxHookReady(page);
  return page;
}

test('the outbox loses nothing and applies nothing twice under chaos: two tabs, 500s, lost answers, flapping network, a closed tab, an app update', async ({
  page,
  context,
  request,
  workerSwap,
}) => {
  test.setTimeout(120_000 + OPERATIONS * 360);
  const startedAt = Date.now();
  console.log(
    `outbox chaos: seed ${SEED}, ${OPERATIONS} operations, ${REQUESTS} requests, faults: ${Math.round(FAIL_RATE * 100)}% of sends answered 500, ${Math.round(DROP_RATE * 100)}% answers dropped`,
  );

  // Through the login page: the chaos project runs on its own, without the sign-in setup.
  await page.goto('/login');
  await loginWithCode(page, request, STAFF);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await openTab(page);

  // The test's own open requests, so the check-ins and notes touch nothing another spec reads.
  const token = await accessToken(context);
  const requestIds: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const id = randomUUID();
    await apiPost(request, token, '/requests', { id, locationId: DEMO.locations.staffOther.id, incidentDescription: `Outbox chaos ${SEED} #${i}` });
    requestIds.push(id);
  }
  const plan = planWrites({
    count: OPERATIONS,
    requestIds,
    otherTenantRequestId: DEMO.requests.retailOpen.id,
    closedRequestId: DEMO.requests.closedEnterprise.id,
    locationId: DEMO.locations.staffOther.id,
    foreignLocationId: DEMO.locations.enterpriseNotStaff.id,
    random: seededRandom(SEED),
    checkInBase: Date.now() - 6 * 3600_000,
  });
  const refused = plan.filter((w) => w.refusal !== null);

  let tabs: [Page, Page] = [page, await openTab(await context.newPage())];
  const network = new ChaosNetwork(context, seededRandom(SEED ^ 0x9e3779b9), FAIL_RATE, DROP_RATE);
  await network.install();
  let faultsStoppedAt: number | null = null;
  const stopFaults = () => {
    if (faultsStoppedAt === null) faultsStoppedAt = Date.now();
    network.faults = false;
  };
  const faultTimer = setTimeout(stopFaults, FAULT_WINDOW_MS);

  const opIdOf = new Map<number, string>();
  const batchSize = Math.ceil(OPERATIONS / BATCHES);
  const batches: PlannedWrite[][] = [];
  for (let i = 0; i < plan.length; i += batchSize) batches.push(plan.slice(i, i + batchSize));
  let nextBatch = 0;
  /** Queues the next batch in the tab, then lets the drain get going before the next step. */
  const queueBatch = async (tab: Page, pace = true) => {
    const batch = batches[nextBatch++];
    if (!batch) return;
    const before = network.figures.sends;
    const opIds = await enqueueInPage(tab, batch);
    batch.forEach((w, i) => opIdOf.set(w.index, opIds[i]!));
    if (pace) await waitUntil(() => network.figures.sends >= before + batchSize / 2, 5_000);
  };
  /** Offline until a write was cut off by it (or 3 s), then online again. */
  const flap = async () => {
    const cut = network.figures.cutOffline;
    await network.setOnline(false);
    await waitUntil(() => network.figures.cutOffline > cut, 3_000);
    await network.setOnline(true);
  };

  // 1. Both tabs queue while the drain runs into 500s, lost answers and the network flapping.
  for (let i = 0; i < 6; i++) {
    await queueBatch(tabs[i % 2]!);
    if (i === 2 || i === 5) await flap();
  }

  // 2. The tab holding the drain lock is closed with writes in flight (forwarded: the server
  //    commits them; the answers never come). The other tab takes over: under the lock, what was
  //    left in flight goes back to pending and is sent again.
  const holding = network.holdNextWrites(3, 2_000);
  await queueBatch(tabs[0], false);
  const held = await Promise.race([holding, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no write went out to hold')), 60_000))]);
  const holder = held[0]!.page;
  expect(
    held.every((h) => h.page === holder),
    'one tab sends at a time (the drain lock)',
  ).toBe(true);
  const survivor = tabs[0] === holder ? tabs[1] : tabs[0];
  const heldOpIds = held.map((h) => h.opId);
  const heldBefore = (await undeliveredInPage(survivor)).filter((e) => heldOpIds.includes(e.opId)).map((e) => e.status);
  expect(heldBefore, 'the writes of the closing tab are in flight').toEqual(held.map(() => 'in-flight'));
  await holder.close();
  await Promise.all(held.map((h) => h.route.abort().catch(() => undefined)));
  await queueBatch(survivor);
  // Taken back from the closed tab and sent again (the replay answered by the Idempotency-Key).
  await expect
    .poll(async () => (await undeliveredInPage(survivor)).filter((e) => heldOpIds.includes(e.opId) && e.status !== 'rejected').length, { timeout: 60_000 })
    .toBe(0);
  expect(heldOpIds.map((id) => network.sendsByOpId.get(id) ?? 0).every((n) => n >= 2)).toBe(true);
  console.log(`tab closed mid-drain with ${held.length} write(s) in flight (statuses then: ${heldBefore.join(', ')}); the other tab sent them again`);
  tabs = [survivor, await openTab(await context.newPage())];

  for (let i = 0; i < 5; i++) {
    await queueBatch(tabs[i % 2]!);
    if (i === 2) await flap();
  }

  // 3. A new version of the app while writes are queued: the browser finds a new worker and both
  //    tabs offer it. Reload in one waits for no write to be in flight, the network drops
  //    meanwhile (writes stay queued), and the page comes back on the new version. The other tab
  //    still runs the old page under the new worker: its Reload moves it too. Both keep sending.
  const [updating, otherTab] = tabs;
  workerSwap.serveNewWorker(`\n// outbox chaos: a new build (seed ${SEED})\n`);
  await updating.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  for (const tab of tabs) await expect(tab.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });
  expect(workerSwap.newWorkerServed).toBeGreaterThan(0);
  await queueBatch(updating, false);
  for (const tab of tabs) await tab.evaluate(() => Object.assign(window, { chaosOldVersion: true }));
  const onNewVersion = async (tab: Page) => {
    await expect.poll(() => tab.evaluate(() => !('chaosOldVersion' in window) && 'sspOutbox' in window).catch(() => false), { timeout: 60_000 }).toBe(true);
    expect(await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(tab.getByText('A new version is ready')).toHaveCount(0);
  };
  await updating.getByRole('button', { name: 'Reload' }).click();
  await network.setOnline(false);
  await queueBatch(otherTab, false);
  await onNewVersion(updating);
  const queuedAtUpdate = (await undeliveredInPage(updating)).filter((e) => e.status !== 'rejected').length;
  expect(queuedAtUpdate, 'writes were still queued across the update').toBeGreaterThan(0);
  await otherTab.getByRole('button', { name: 'Reload' }).click();
  await onNewVersion(otherTab);
  await network.setOnline(true);
  console.log(`app updated in both tabs with ${queuedAtUpdate} writes queued`);
  const sendsAtUpdate = network.figures.sends;

  for (let i = 0; nextBatch < batches.length; i++) {
    await queueBatch(tabs[i % 2]!);
    if (i === 2 || i === 6) await flap();
  }
  const queuedAllAt = Date.now();

  // 4. 500s and lost answers go on while the backlog drains, until it is down to 5% or the fault
  //    window closes; then the tail drains clean: nothing pending or in flight, only the refused
  //    writes left.
  const waiting = async () => (await undeliveredInPage(updating)).filter((e) => e.status !== 'rejected').length;
  await waitUntil(async () => (await waiting()) <= OPERATIONS * 0.05 || !network.faults, FAULT_WINDOW_MS, 500);
  clearTimeout(faultTimer);
  stopFaults();
  await expect
    .poll(waiting, {
      timeout: Math.max(60_000, test.info().timeout - (Date.now() - startedAt) - 30_000),
      intervals: [1_000],
    })
    .toBe(0);
  const drainedAt = Date.now();
  const left = await undeliveredInPage(updating);
  const sentAfterUpdate = network.figures.sends - sendsAtUpdate;

  // 5. Count the effects in the database, through the API: the timelines of the test's requests,
  //    those it made first and those filed offline in the run (a request that never arrived has none).
  const fresh = await accessToken(context);
  const activities = new Map<string, Activity[]>();
  const filed = plan.filter((w) => w.kind === 'new request').map((w) => w.requestId!);
  for (const id of [...requestIds, ...filed]) {
    const all: Activity[] = [];
    for (let offset = 0; ; offset += 200) {
      const res = await request.get(`${API_PREFIX}/requests/${id}/activities?limit=200&offset=${offset}`, { headers: { authorization: `Bearer ${fresh}` } });
      if (res.status() === 404 && filed.includes(id)) break;
      expect(res.status(), `the timeline of ${id}`).toBe(200);
      const pageOf = (await res.json()) as Paged<Activity>;
      all.push(...pageOf.items);
      if (offset + 200 >= pageOf.total) break;
    }
    activities.set(id, all);
  }
  const effectsOf = (w: PlannedWrite): number => {
    const list = activities.get(w.requestId ?? '') ?? [];
    if (w.input.kind === 'request.create') return list.filter((a) => a.activityType === 'Request Created').length;
    if (w.input.kind === 'request.note') {
      const id = (w.input.body as { id: string }).id;
      return list.filter((a) => a.id === id).length;
    }
    const at = Date.parse((w.input.body as { checkedInAt?: string }).checkedInAt ?? '');
    return list.filter((a) => a.activityType === 'Check In' && Date.parse(a.createdAt) === at).length;
  };
  const accepted = plan.filter((w) => w.refusal === null);
  const effects = accepted.map(effectsOf);
  const lost = effects.filter((n) => n === 0).length;
  const doubled = effects.filter((n) => n > 1).length;
  const refusedApplied = refused.filter((w) => effectsOf(w) > 0).length;
  // Each request's notes reached the server in the order they were queued (check-ins carry their own time).
  const outOfOrder = [...requestIds, ...filed].filter((id) => {
    const queued = accepted.filter((w) => w.requestId === id && w.noteId).map((w) => w.noteId!);
    const onServer = (activities.get(id) ?? []).map((a) => a.id).filter((a) => queued.includes(a));
    return queued.join() !== onServer.join();
  }).length;

  const statuses = new Map<number | null, number>();
  for (const e of left) statuses.set(e.lastStatus, (statuses.get(e.lastStatus) ?? 0) + 1);
  const kinds = new Map<string, number>();
  for (const w of plan) kinds.set(w.refusal ?? w.kind, (kinds.get(w.refusal ?? w.kind) ?? 0) + 1);
  const f = network.figures;
  console.log(`operations: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  console.log(
    `chaos: ${f.sends} sends, ${f.injected500} answered 500, ${f.dropped} answers dropped (${f.droppedAfterCommit} after the server committed), ` +
      `${f.flaps} flaps (${f.cutOffline} sends cut offline), 1 tab closed with ${held.length} in flight, 1 app update with ${queuedAtUpdate} queued ` +
      `(${sentAfterUpdate} sends after it)`,
  );
  console.log(
    `result: ${accepted.length} accepted, lost ${lost}, doubled ${doubled}, out of order ${outOfOrder} requests; ` +
      `${left.length} need attention (expected ${refused.length}; ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}), refused yet applied ${refusedApplied}`,
  );
  console.log(
    `timing: all queued at ${((queuedAllAt - startedAt) / 1000).toFixed(0)} s, faults stopped at ${(((faultsStoppedAt ?? queuedAllAt) - startedAt) / 1000).toFixed(0)} s, ` +
      `drained at ${((drainedAt - startedAt) / 1000).toFixed(0)} s`,
  );

  expect(lost, 'accepted writes with no effect on the server').toBe(0);
  expect(doubled, 'accepted writes applied more than once').toBe(0);
  expect(refusedApplied, 'refused writes that left an effect').toBe(0);
  expect(outOfOrder, "requests whose notes arrived out of the queue's order").toBe(0);
  expect(sentAfterUpdate, 'the tabs on the new version send').toBeGreaterThan(0);

  // The needs-attention list holds exactly the refused writes, each with the server's 4xx.
  expect(left.every((e) => e.status === 'rejected')).toBe(true);
  expect(left.map((e) => e.opId).sort()).toEqual(refused.map((w) => opIdOf.get(w.index)!).sort());
  expect(left.filter((e) => e.lastStatus === null || e.lastStatus < 400 || e.lastStatus >= 500)).toEqual([]);
  const indicator = updating.getByTestId('sync-indicator');
  await expect(indicator).toContainText(`${refused.length} need${refused.length === 1 ? 's' : ''} attention`);
  await indicator.click();
  await expect(updating.getByTestId('needs-attention').getByText('Not saved', { exact: true })).toHaveCount(refused.length);
  await expect(updating.getByTestId('waiting-to-sync')).toHaveCount(0);
});
