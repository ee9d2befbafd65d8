import type { BrowserContext, Page, Route } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * Helpers of the outbox chaos test (outbox-chaos.spec.ts): a seeded random stream, the plan of the
 * writes, and a network between the browser and the server that fails, drops and flaps on demand.
 */

/** A tiny seeded PRNG (mulberry32): the same seed gives the same plan and the same coin tosses. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The outbox input, as `enqueueWrite` takes it (offline/enqueue-write.ts). */
export interface WriteInput {
  kind: 'request.create' | 'request.note' | 'request.checkin';
  method: 'POST';
  url: string;
  body: unknown;
  entityId?: string;
  dependsOn?: string[];
}

/** Why the server refuses a planned write (it answers 4xx; the outbox must list it as needing attention). */
export type Refusal =
  | 'note mentioning someone who may not be tagged'
  | 'note on a request that does not exist'
  | "note on another tenant's request"
  | 'check-in in the future'
  | 'check-in on a closed request'
  | 'new request at a location the user does not work at';

export interface PlannedWrite {
  index: number;
  kind: 'new request' | 'note' | 'dependent note' | 'check-in' | 'refused';
  input: WriteInput;
  /** One of the test's own requests (a new request's own id), or null for a refused write aimed elsewhere. */
  requestId: string | null;
  /** The note's client id (notes are counted on the server by it). */
  noteId: string | null;
  /** A check-in's own time, unique in the run: the server's Check In activity carries it. */
  checkedInAt: string | null;
  refusal: Refusal | null;
}

export interface PlanOptions {
  count: number;
  /** The requests the accepted writes go to (the test creates them). */
  requestIds: string[];
  /** Targets of refused writes: a request of another customer and a closed request the user sees. */
  otherTenantRequestId: string;
  closedRequestId: string;
  /** Where new requests are filed, and a location of the customer the user does not work at. */
  locationId: string;
  foreignLocationId: string;
  random: () => number;
  /** Check-ins are backdated from here, a second apart (unique, and never "in the future"). */
  checkInBase: number;
}

const REFUSALS: Refusal[] = [
  'note mentioning someone who may not be tagged',
  'note on a request that does not exist',
  "note on another tenant's request",
  'check-in in the future',
  'check-in on a closed request',
  'new request at a location the user does not work at',
];

/** A new request as the form files it offline: its client id is its id, with the time the user filed it. */
function newRequest(id: string, locationId: string, index: number): WriteInput {
  const reportedAt = new Date(Date.now() - 60 * 60_000).toISOString();
  return {
    kind: 'request.create',
    method: 'POST',
    url: '/requests',
    body: { id, locationId, incidentDescription: `Chaos request ${index}`, reportedAt },
    entityId: id,
  };
}

/**
 * The writes of the run, in the order they are queued: mostly notes (a quarter of them depending
 * on an earlier accepted note, often of another request), some check-ins, one in twenty-five a new
 * request filed offline (later notes and check-ins go to it too, and wait for it), and about one
 * in twenty-five that the server refuses, of each refusal in turn.
 */
export function planWrites(options: PlanOptions): PlannedWrite[] {
  const { random } = options;
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const plan: PlannedWrite[] = [];
  const acceptedNotes: string[] = [];
  const requestIds = [...options.requestIds];
  let refusals = 0;
  for (let index = 0; index < options.count; index++) {
    const roll = random();
    const requestId = pick(requestIds);
    if (roll < 0.04 || (index === options.count - 1 && refusals === 0)) {
      const refusal = REFUSALS[refusals++ % REFUSALS.length]!;
      plan.push(refusedWrite(index, refusal, requestId, options));
      continue;
    }
    if (roll < 0.08) {
      const id = randomUUID();
      plan.push({
        index,
        kind: 'new request',
        input: newRequest(id, options.locationId, index),
        requestId: id,
        noteId: null,
        checkedInAt: null,
        refusal: null,
      });
      requestIds.push(id);
      continue;
    }
    if (roll < 0.2) {
      const checkedInAt = new Date(options.checkInBase + index * 1000).toISOString();
      plan.push({
        index,
        kind: 'check-in',
        input: { kind: 'request.checkin', method: 'POST', url: `/requests/${requestId}/checkin`, body: { checkedInAt } },
        requestId,
        noteId: null,
        checkedInAt,
        refusal: null,
      });
      continue;
    }
    const id = randomUUID();
    const dependsOn = roll < 0.4 && acceptedNotes.length > 0 ? [pick(acceptedNotes.slice(-20))] : [];
    plan.push({
      index,
      kind: dependsOn.length ? 'dependent note' : 'note',
      input: {
        kind: 'request.note',
        method: 'POST',
        url: `/requests/${requestId}/notes`,
        body: { id, text: `Chaos note ${index}`, actionRequired: index % 7 === 0 },
        entityId: id,
        dependsOn,
      },
      requestId,
      noteId: id,
      checkedInAt: null,
      refusal: null,
    });
    acceptedNotes.push(id);
  }
  return plan;
}

function refusedWrite(index: number, refusal: Refusal, requestId: string, options: PlanOptions): PlannedWrite {
  const note = (target: string, text: string, mentions: string[] = []): WriteInput => {
    const id = randomUUID();
    return { kind: 'request.note', method: 'POST', url: `/requests/${target}/notes`, body: { id, text, actionRequired: false, mentions }, entityId: id };
  };
  const checkIn = (target: string, checkedInAt?: string): WriteInput => ({
    kind: 'request.checkin',
    method: 'POST',
    url: `/requests/${target}/checkin`,
    body: checkedInAt ? { checkedInAt } : {},
  });
  const base = { index, kind: 'refused' as const, noteId: null, checkedInAt: null, refusal };
  switch (refusal) {
    // A body the contract takes (the outbox sets a misshapen one aside before sending) that the server refuses.
    case 'note mentioning someone who may not be tagged':
      return { ...base, input: note(requestId, `Chaos note ${index} mentioning a stranger`, [randomUUID()]), requestId };
    case 'note on a request that does not exist':
      return { ...base, input: note(randomUUID(), `Chaos note ${index} to nowhere`), requestId: null };
    case "note on another tenant's request":
      return { ...base, input: note(options.otherTenantRequestId, `Chaos note ${index} to another tenant`), requestId: null };
    case 'check-in in the future':
      return { ...base, input: checkIn(requestId, new Date(Date.now() + 24 * 3600_000).toISOString()), requestId };
    case 'check-in on a closed request':
      return { ...base, input: checkIn(options.closedRequestId), requestId: null };
    case 'new request at a location the user does not work at':
      return { ...base, input: newRequest(randomUUID(), options.foreignLocationId, index), requestId: null };
  }
}

/** An outbox entry as the page's test hook answers it. */
export interface OutboxRow {
  opId: string;
  seq: number;
  status: 'pending' | 'in-flight' | 'rejected' | 'done';
  lastStatus: number | null;
  lastError: string | null;
}

interface OutboxHook {
  enqueueWrite(input: unknown): Promise<{ opId: string; seq: number }>;
  undeliveredWrites(): Promise<OutboxRow[]>;
}

/** Waits for the page's outbox test hook (set just after the first render). */
export async function outboxHookReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'sspOutbox' in window, undefined, { timeout: 60_000 });
}

/** Queues the writes in the page through the real outbox (enqueueWrite), in order; answers their opIds. */
export async function enqueueInPage(page: Page, writes: PlannedWrite[]): Promise<string[]> {
  await outboxHookReady(page);
  return page.evaluate(
    async (inputs) => {
      const outbox = (window as unknown as { sspOutbox: OutboxHook }).sspOutbox;
      const opIds: string[] = [];
      for (const input of inputs) opIds.push((await outbox.enqueueWrite(input)).opId);
      return opIds;
    },
    writes.map((w) => w.input),
  );
}

/** The signed-in user's writes not delivered yet (pending, in flight, rejected), as the page sees them. */
export async function undeliveredInPage(page: Page): Promise<OutboxRow[]> {
  await outboxHookReady(page);
  return page.evaluate(async () => {
    const outbox = (window as unknown as { sspOutbox: OutboxHook }).sspOutbox;
    return (await outbox.undeliveredWrites()).map(({ opId, seq, status, lastStatus, lastError }) => ({ opId, seq, status, lastStatus, lastError }));
  });
}

export interface ChaosFigures {
  /** Outbox sends that reached the route (each try of each write). */
  sends: number;
  injected500: number;
  /** Forwarded, then the answer cut off; `droppedAfterCommit` of them had a 2xx from the server. */
  dropped: number;
  droppedAfterCommit: number;
  /** Sends (writes) cut because the network was down. */
  cutOffline: number;
  flaps: number;
}

interface HeldSend {
  route: Route;
  page: Page;
  opId: string;
}

const WRITE_PATH = /^\/v3\/ssp\/requests\/[^/]+\/(notes|checkin)$/;

/**
 * The network between the browser context and the server, as one route on every URL: offline it
 * cuts everything (the page's and the service worker's fetches: `context.setOffline` alone leaves
 * the worker's alone); online, while faults are on, an outbox write is answered 500 without
 * reaching the server (`failRate`), or forwarded and its answer dropped after the server committed
 * (`dropRate`). It can also hold the next writes in flight (to close their tab).
 */
export class ChaosNetwork {
  readonly figures: ChaosFigures = { sends: 0, injected500: 0, dropped: 0, droppedAfterCommit: 0, cutOffline: 0, flaps: 0 };
  /** Sends per opId (the Idempotency-Key), every try counted. */
  readonly sendsByOpId = new Map<string, number>();
  faults = true;
  private offline = false;
  private holding: { want: number; taken: number; held: HeldSend[]; done: () => void } | null = null;

  constructor(
    private readonly context: BrowserContext,
    private readonly random: () => number,
    private readonly failRate: number,
    private readonly dropRate: number,
  ) {}

  async install(): Promise<void> {
    await this.context.route('**/*', (route) => this.handle(route));
  }

  async setOnline(online: boolean): Promise<void> {
    if (online) {
      this.offline = false;
      await this.context.setOffline(false);
    } else {
      this.figures.flaps += 1;
      this.offline = true;
      await this.context.setOffline(true);
    }
  }

  /**
   * Holds the next `count` outbox writes in flight: each is forwarded (the server commits it) and
   * never answered. Resolves with them once `count` are held, or `settleMs` after the first one
   * (one still on its way to the server then is held too, and left out).
   */
  holdNextWrites(count: number, settleMs: number): Promise<HeldSend[]> {
    return new Promise((resolve) => {
      const held: HeldSend[] = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        this.holding = null;
        resolve([...held]);
      };
      this.holding = {
        want: count,
        taken: 0,
        held,
        done: () => {
          if (held.length >= count) done();
          else timer ??= setTimeout(done, settleMs);
        },
      };
    });
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    try {
      if (this.offline) {
        if (request.method() === 'POST' && WRITE_PATH.test(new URL(request.url()).pathname)) this.figures.cutOffline += 1;
        return await route.abort('internetdisconnected');
      }
      const url = new URL(request.url());
      if (request.method() !== 'POST' || !WRITE_PATH.test(url.pathname)) return await route.continue();

      const opId = (await request.allHeaders())['idempotency-key'] ?? '';
      this.figures.sends += 1;
      this.sendsByOpId.set(opId, (this.sendsByOpId.get(opId) ?? 0) + 1);
      const page = request.serviceWorker() ? null : request.frame().page();

      const holding = this.holding;
      if (holding && page && holding.taken < holding.want) {
        holding.taken += 1;
        await route.fetch();
        holding.held.push({ route, page, opId });
        holding.done();
        return;
      }
      if (this.faults) {
        const roll = this.random();
        if (roll < this.failRate) {
          this.figures.injected500 += 1;
          return await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Chaos: the server failed.' }) });
        }
        if (roll < this.failRate + this.dropRate) {
          const response = await route.fetch();
          this.figures.dropped += 1;
          if (response.ok()) this.figures.droppedAfterCommit += 1;
          return await route.abort('connectionreset');
        }
      }
      return await route.continue();
    } catch {
      // The page went away (a tab closed mid-send, a reload): nothing is left to answer.
      await route.abort().catch(() => undefined);
    }
  }
}

/** Polls `check` until it holds; false (not an error) when `timeoutMs` runs out first. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, pollMs = 100): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return check();
}

/** The forward proxy between the browser and the server that can hand out a new service worker. */
export interface WorkerSwapProxy {
  /** The proxy's address, for the browser context's `proxy` option. */
  url: string;
  /** Times the worker script was answered with the changed build. */
  readonly newWorkerServed: number;
  /** From now on the worker script is the built one with this appended: a new version of the app. */
  serveNewWorker(suffix: string): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'transfer-encoding', 'upgrade'];

/**
 * A plain HTTP forward proxy to the server (the browser context goes through it, loopback
 * included) that can change the bytes of /sw.js. Playwright's routes do not see the request with
 * which the browser checks its registered worker for an update (microsoft/playwright#14711: the
 * update check is made by the browser itself), so a new version has to come from the network.
 */
export async function startWorkerSwapProxy(): Promise<WorkerSwapProxy> {
  let suffix: string | null = null;
  let newWorkerServed = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const swap = suffix !== null && url.pathname === '/sw.js';
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // The new bytes must be seen: no "not modified" and no compression for the worker script.
    if (swap) for (const name of ['if-none-match', 'if-modified-since', 'accept-encoding']) delete headers[name];
    const upstream = http.request({ host: url.hostname, port: url.port, method: req.method, path: `${url.pathname}${url.search}`, headers }, (answer) => {
      const out = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete out[name];
      if (!swap || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(suffix ?? '')]);
        delete out.etag;
        delete out['last-modified'];
        newWorkerServed += 1;
        res.writeHead(200, { ...out, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    upstream.on('error', () => res.destroy());
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  // Playwright's own API requests (the test's `request`, route.fetch) tunnel through CONNECT.
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    const tunnel = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      tunnel.write(head);
      tunnel.pipe(socket);
      socket.pipe(tunnel);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get newWorkerServed() {
      return newWorkerServed;
    },
    serveNewWorker(text) {
      suffix = text;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
