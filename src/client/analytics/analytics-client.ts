import { createStore, get, setMany, type UseStore } from 'idb-keyval';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_AT_EVENTS,
  ANALYTICS_FLUSH_INTERVAL_MS,
  capSavedEvents,
  continueSession,
  type AnalyticsSession,
} from '@domain/analytics/analytics-policy';
import { watchPagePath } from './page-views';

/** One event as the collector receives it, in `{ events: AnalyticsEvent[] }`. */
export interface AnalyticsEvent {
  /** Unique per event: tabs share the saved queue, so the collector may get one twice and drop the repeat. */
  insertId: string;
  event: string;
  props: Record<string, unknown>;
  userId: string;
  sessionId: number;
  /** ISO 8601. */
  timestamp: string;
  path: string;
}

export interface AnalyticsClientOptions {
  /** The collector: batches are POSTed to it as JSON (cross-origin collectors must allow CORS). */
  url: string;
  userId: string;
  /** Where unsent events and the session are kept; one shared store unless given. */
  store?: UseStore;
}

export const PAGE_VIEW_EVENT = 'page_view';
const QUEUE_KEY = 'queue';
const SESSION_KEY = 'session';
/** Browsers refuse keepalive bodies over 64 KiB; a bigger batch is sent without it. */
const KEEPALIVE_MAX_BODY = 60_000;

let defaultStore: UseStore | null = null;

/**
 * The third-party analytics service's client (docs/product/README.md#api, docs/product/constants.md): events wait in a queue kept in
 * IndexedDB (so a reload, which every mode change does, loses nothing) and go to the collector
 * every 30 s, after 30 new events and when the page is hidden, in batches of at most 100. A failed
 * batch stays queued for the next flush.
 */
export class AnalyticsClient {
  private readonly url: string;
  private readonly userId: string;
  private readonly store: UseStore;
  private queue: AnalyticsEvent[] = [];
  private session: AnalyticsSession | null = null;
  private trackedSinceFlush = 0;
  private flushing: Promise<void> | null = null;
  private saving: Promise<void> = Promise.resolve();
  private readonly ready: Promise<void>;
  private readonly stops: (() => void)[] = [];

  constructor(options: AnalyticsClientOptions) {
    this.url = options.url;
    this.userId = options.userId;
    this.store = options.store ?? (defaultStore ??= createStore('analytics', 'queue'));
    this.ready = Promise.all([get<AnalyticsEvent[]>(QUEUE_KEY, this.store), get<AnalyticsSession>(SESSION_KEY, this.store)]).then(
      ([saved, session]) => {
        this.queue = capSavedEvents([...(saved ?? []), ...this.queue]);
        this.session = session ?? null;
      },
      // Without IndexedDB (some private modes) events are only kept in memory.
      () => undefined,
    );
  }

  /** Flushes on a timer and when the page is hidden, and records a page view per route change. */
  start(): void {
    const timer = setInterval(() => void this.flush(), ANALYTICS_FLUSH_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void this.flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stopWatching = watchPagePath(() => this.track(PAGE_VIEW_EVENT));
    this.stops.push(
      () => clearInterval(timer),
      () => document.removeEventListener('visibilitychange', onVisibility),
      stopWatching,
    );
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Queues an event; its time and page are those of the call. */
  track(event: string, props: Record<string, unknown> = {}): void {
    const at = Date.now();
    const path = window.location.pathname;
    // After the saved queue and session are read, so they come first and the session continues.
    void this.ready.then(() => this.record(event, props, at, path));
  }

  /** Sends the queue in batches; resolves when done or after the first failed batch. */
  flush(): Promise<void> {
    this.flushing ??= this.ready
      .then(() => this.send())
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private record(event: string, props: Record<string, unknown>, at: number, path: string): void {
    this.session = continueSession(this.session, at);
    this.queue = capSavedEvents([
      ...this.queue,
      { insertId: crypto.randomUUID(), event, props, userId: this.userId, sessionId: this.session.id, timestamp: new Date(at).toISOString(), path },
    ]);
    this.save();
    // Counted apart from the queue's length: unsent events left by a failure do not make every
    // new event call the collector again.
    this.trackedSinceFlush += 1;
    if (this.trackedSinceFlush >= ANALYTICS_FLUSH_AT_EVENTS) void this.flush();
  }

  private async send(): Promise<void> {
    this.trackedSinceFlush = 0;
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, ANALYTICS_BATCH_SIZE);
      if (!(await this.post(batch))) return;
      // Events may have been added, or the oldest dropped by the cap, while the batch was on its way.
      const sent = new Set(batch);
      this.queue = this.queue.filter((e) => !sent.has(e));
      this.save();
    }
  }

  private async post(events: AnalyticsEvent[]): Promise<boolean> {
    const body = JSON.stringify({ events });
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        // keepalive lets the batch sent as the page is hidden or closed still arrive.
        keepalive: body.length <= KEEPALIVE_MAX_BODY,
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  private save(): void {
    this.saving = this.saving
      .then(() =>
        setMany(
          [
            [QUEUE_KEY, this.queue],
            [SESSION_KEY, this.session],
          ],
          this.store,
        ),
      )
      .catch(() => undefined);
  }
}
