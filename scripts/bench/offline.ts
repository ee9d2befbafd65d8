/**
 * `npm run bench:offline`: the outbox end to end. Starts the real server on the built app (fresh
 * embedded database with demo data), signs a technician in through the login page in Chromium,
 * cuts the network (page and service worker), queues 500 mixed writes through the real outbox
 * (notes, notes depending on an earlier note, check-ins), reconnects, and prints how long the
 * outbox took to empty and how many server effects each operation had (must be exactly one).
 * Stops by itself: everything is bounded, and the exit code is 1 when an operation was lost or
 * applied twice.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { API_PREFIX } from '../../src/domain/api/paths';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema/activities';
import { idempotencyKeys } from '../../src/server/db/schema/idempotency';
import { databaseTarget } from '../../src/server/db/target';
import { startServer, waitFor } from './server-process';

/** The little of the page's globals the evaluated functions use (this script has no DOM types). */
interface PageGlobals {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
  document: { cookie: string };
  sspOutbox: {
    enqueueWrite(input: unknown): Promise<{ opId: string }>;
    undeliveredWrites(): Promise<{ status: string }[]>;
  };
}

const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 500);
const USER = 'location.staff@demo.example';
const STATIC_DIR = process.env.STATIC_DIR ?? 'dist/client';
const DEADLINE_MS = 10 * 60_000;
/**
 * The goals of issue 15: 500 writes drained within 10 s, a warm start offline within 1 s; and on
 * lie-fi the cached list within 3 s (the service worker's read budget is 1.5 s).
 */
const GOALS = { drainMs: 10_000, warmStartOfflineMs: 1_000, lieFiMs: 3_000 } as const;
const verdict = (ms: number, goal: number) => `${ms <= goal ? 'meets' : 'misses'} the goal of ${goal.toLocaleString('en-US')} ms`;

const deadline = setTimeout(() => {
  console.error(`bench:offline did not finish within ${DEADLINE_MS / 60_000} minutes`);
  process.exit(2);
}, DEADLINE_MS);
deadline.unref();

async function signIn(page: Page, origin: string): Promise<void> {
  const codes = async () => {
    const res = await fetch(`${origin}/dev/mailbox`, { headers: { accept: 'application/json' } });
    return ((await res.json()) as { to: string; code: string | null }[]).filter((m) => m.to === USER && m.code).map((m) => m.code!);
  };
  const before = await codes();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email or phone').fill(USER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Login code').waitFor({ timeout: 60_000 });
  const code = await waitFor('the login code', async () => (await codes()).find((c) => !before.includes(c)), 30_000);
  await page.getByLabel('Login code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.waitForFunction(async () => {
    const { navigator } = globalThis as unknown as PageGlobals;
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

const NETWORKS = ['online', 'offline', 'lie-fi'] as const;
type Network = (typeof NETWORKS)[number];

/**
 * Online; no network for the page nor its worker (setOffline alone leaves the worker's fetches
 * alone); or "lie-fi": the connection is up but API reads never answer (held until the next change).
 */
async function setNetwork(context: BrowserContext, network: Network): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(network === 'offline');
  if (network === 'offline') await context.route('**/*', (route) => route.abort('internetdisconnected'));
  if (network === 'lie-fi') await context.route(`**${API_PREFIX}/**`, () => undefined);
}

/** From navigation to the first request of the list on screen (a table row, or a card at phone width). */
async function timeToRequestList(page: Page, origin: string): Promise<number> {
  const started = Date.now();
  await page.goto(`${origin}/requests`, { waitUntil: 'commit' });
  await page.locator('table tbody tr a:visible, [data-testid="request-cards"] > *:visible').first().waitFor({ timeout: 30_000 });
  return Date.now() - started;
}

interface QueuedOp {
  opId: string;
  kind: 'note' | 'dependent-note' | 'checkin';
  noteId: string | null;
}

async function main() {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) throw new Error(`No built app in ${STATIC_DIR}: run npm run build first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-offline-'));
  const env = {
    DATA_DIR: dataDir,
    STATIC_DIR,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_REQUESTS_PER_WINDOW: '1000',
  };
  const server = await startServer(env);
  const { origin } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, origin);
    // The outbox test hook is set once the offline machinery started, just after the first render.
    await page.waitForFunction(() => 'sspOutbox' in globalThis);

    const requestIds = await page.evaluate(async () => {
      const { document } = globalThis as unknown as PageGlobals;
      const token = decodeURIComponent(document.cookie.match(/ssp_access_token=([^;]+)/)?.[1] ?? '');
      const res = await fetch('/v3/ssp/requests/summaries?limit=20', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { items: { id: string; requestStatus: string }[] }).items
        .filter((r) => r.requestStatus === 'Request Open')
        .map((r) => r.id);
    });
    if (requestIds.length === 0) throw new Error('the demo user sees no open request');

    await setNetwork(context, 'offline');
    const queuedAt = Date.now();
    const ops = await page.evaluate(
      async ({ count, requestIds }) => {
        const outbox = (globalThis as unknown as PageGlobals).sspOutbox;
        const queued: QueuedOp[] = [];
        let lastNoteId: string | null = null;
        for (let i = 0; i < count; i += 1) {
          const requestId = requestIds[i % requestIds.length]!;
          if (i % 10 === 9) {
            const { opId } = await outbox.enqueueWrite({ kind: 'request.checkin', method: 'POST', url: `/requests/${requestId}/checkin`, body: {} });
            queued.push({ opId, kind: 'checkin', noteId: null });
            continue;
          }
          const id = crypto.randomUUID();
          const dependsOn = i % 10 === 4 && lastNoteId ? [lastNoteId] : [];
          const { opId } = await outbox.enqueueWrite({
            kind: 'request.note',
            method: 'POST',
            url: `/requests/${requestId}/notes`,
            body: { id, text: `Bench note ${i}`, actionRequired: i % 7 === 0 },
            entityId: id,
            dependsOn,
          });
          queued.push({ opId, kind: dependsOn.length ? 'dependent-note' : 'note', noteId: id });
          lastNoteId = id;
        }
        return queued;
      },
      { count: OPERATIONS, requestIds },
    );
    console.log(`queued ${ops.length} operations offline in ${Date.now() - queuedAt} ms`);

    const reconnectedAt = Date.now();
    await setNetwork(context, 'online');
    const left = await waitFor(
      'the outbox to empty',
      async () => {
        const entries = await page.evaluate(async () => {
          const outbox = (globalThis as unknown as PageGlobals).sspOutbox;
          return (await outbox.undeliveredWrites()).map((e) => e.status);
        });
        return entries.every((s) => s === 'rejected') ? entries : undefined;
      },
      5 * 60_000,
    );
    const drainMs = Date.now() - reconnectedAt;
    console.log(`outbox empty ${drainMs} ms after reconnecting (${((ops.length / drainMs) * 1000).toFixed(1)} operations/s); ${left.length} need attention`);
    if (ops.length === 500) console.log(`  500 operations drained: ${verdict(drainMs, GOALS.drainMs)}`);

    // Warm start: the request list opened afresh (a new tab of the installed app: the worker and
    // the cached reads are there), online (the baseline), with no network at all, and on lie-fi.
    const scenarios: Record<Network, string> = {
      online: 'online',
      offline: 'offline (worker and cached reads)',
      'lie-fi': 'lie-fi (reads never answer)',
    };
    const startMs = {} as Record<Network, number>;
    for (const network of NETWORKS) {
      await setNetwork(context, network);
      const tab = await context.newPage();
      startMs[network] = await timeToRequestList(tab, origin);
      await tab.close();
    }
    await setNetwork(context, 'online');
    console.table(NETWORKS.map((network) => ({ scenario: scenarios[network], 'ms to a usable request list': startMs[network] })));
    console.log(`  warm start offline: ${verdict(startMs.offline, GOALS.warmStartOfflineMs)}`);
    console.log(`  lie-fi: ${verdict(startMs['lie-fi'], GOALS.lieFiMs)}`);

    await browser.close();
    await server.stop();

    // The server is stopped: its embedded database can be opened to count the effects.
    const database = await openDatabase(databaseTarget(loadConfig(env)));
    try {
      const keys = await database.db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(
          inArray(
            idempotencyKeys.key,
            ops.map((o) => o.opId),
          ),
        );
      const noteIds = ops.flatMap((o) => (o.noteId ? [o.noteId] : []));
      const notes = await database.db.select({ id: activities.id }).from(activities).where(inArray(activities.id, noteIds));
      const count = (values: string[]) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
      const keyCounts = count(keys.map((k) => k.key));
      const noteCounts = count(notes.map((n) => n.id));
      const effects = ops.map((o) => (o.noteId ? (noteCounts.get(o.noteId) ?? 0) : (keyCounts.get(o.opId) ?? 0)));
      const byKind = new Map<string, number[]>();
      ops.forEach((o, i) => byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), effects[i]!]));
      for (const [kind, list] of byKind) {
        const histogram = count(list.map(String));
        console.log(
          `  ${kind.padEnd(15)} ${String(list.length).padStart(4)} operations; effects per operation: ${[...histogram].map(([n, c]) => `${n}×${c}`).join(', ')}`,
        );
      }
      const wrong = effects.filter((n) => n !== 1).length;
      const keysOk = ops.every((o) => keyCounts.get(o.opId) === 1);
      console.log(
        wrong === 0 && keysOk ? `exactly one server effect for each of the ${ops.length} operations` : `${wrong} operations lost or applied more than once`,
      );
      process.exitCode = wrong === 0 && keysOk ? 0 : 1;
    } finally {
      await database.close();
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    clearTimeout(deadline);
  }
}

await main().catch((error: unknown) => {
  console.error(`bench:offline failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exitCode = 1;
});
