import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema/auth';
import { tooManyAttempts } from '../http-error';

/** A window this old is over whatever its route's limit (the longest window is a minute). */
const STALE_AFTER_MS = 60 * 60_000;

/** Deletes windows that are over (a scheduled job, jobs/purges.ts); returns how many. */
export async function purgeRateLimitWindows(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.startedAt, new Date(now.getTime() - STALE_AFTER_MS)))
    .returning({ key: rateLimitWindows.key });
  return deleted.length;
}

/**
 * A @fastify/rate-limit store in the database: one row per route and client address, counted
 * atomically by an upsert, so every server process on the database shares each limit (the
 * plugin's own store counts per process, which two servers behind a balancer would double).
 * A stale window is restarted in place by the next hit; the purge job deletes those nobody hits.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const window = sql`${timeWindow} * interval '1 millisecond'`;
      const expired = sql`${rateLimitWindows.startedAt} + ${window} <= now()`;
      db.insert(rateLimitWindows)
        .values({ key: `${this.prefix}${key}`, hits: 1, startedAt: sql`now()` })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitWindows.hits} + 1 end`,
            startedAt: sql`case when ${expired} then now() else ${rateLimitWindows.startedAt} end`,
          },
        })
        .returning({
          current: rateLimitWindows.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitWindows.startedAt} + ${window} - now())) * 1000))`.mapWith(Number),
        })
        .then(
          ([row]) => callback(null, row),
          (error: Error) => callback(error),
        );
    }

    /** One store per limited route (the plugin passes the route as `routeInfo`, untyped). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as { routeInfo: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(`${route.method ?? ''} ${route.url ?? ''} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Per-address limits for the routes of this plugin context that ask for one (`config.rateLimit`),
 * counted in the database and refused with the login page's 429 message.
 */
export async function registerSharedRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}
