import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { idempotencyKeys } from '../../../src/server/db/schema/idempotency';
import { rateLimitWindows } from '../../../src/server/db/schema/auth';
import { startJobQueue, type JobQueue, type ScheduledJob } from '../../../src/server/jobs/job-queue';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { onceEach, runsBeyondDueMinutes } from '../../helpers/job-runs';
import { secondConnection } from '../../helpers/second-connection';
import { createTestApp, openTestDatabase, type TestApp } from '../../helpers/test-app';

/**
 * Two servers on one database each run the job queue; a scheduled job still runs once when it is
 * due, not once per server. On PostgreSQL the two have connections of their own; PGlite is one
 * in-process database they share.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = pino({ level: 'silent' });

describe('scheduled jobs on two servers sharing one database', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase();
    second = await secondConnection(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs a job once in each minute it is due, though both servers look at the schedule every second', async () => {
    const runs: string[] = [];
    const counted = (server: string): ScheduledJob => ({
      name: 'count-runs',
      cron: '* * * * *',
      run: async () => {
        runs.push(server);
        return { server };
      },
    });
    const fast = { log: silent, scheduleCheckSeconds: 1, pollSeconds: 0.5 };
    // Started together: both create the queue's tables, its queue and its schedule.
    const queues: JobQueue[] = await Promise.all([startJobQueue(first, [counted('first')], fast), startJobQueue(second, [counted('second')], fast)]);
    try {
      await expect.poll(() => runs.length, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(1);
      // Each server looks at the schedule five more times, and both keep polling for due jobs.
      await sleep(5_000);
      // One run, or two when a minute began in between (the job is due every minute). A minute that
      // began just now may have its send made and its run not finished yet (-1 for a moment), so the
      // count is read until it settles; a second run in one minute stays +1 and fails.
      await expect.poll(() => runsBeyondDueMinutes(first.executeSql, ['count-runs']), { timeout: 5_000, interval: 200 }).toEqual(onceEach(['count-runs']));
      expect(runs.length).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });
});

describe('the purges on two servers', () => {
  const PURGES = ['purge-idempotency-keys', 'purge-rate-limit-windows', 'purge-sign-in-secrets', 'purge-public-links'];
  let a: TestApp;
  let b: App;
  let bDatabase: DatabaseHandle;
  beforeAll(async () => {
    a = await createTestApp({ JOBS: '1', PURGE_CRON: '* * * * *' });
    bDatabase = await secondConnection(a.database);
    b = await buildApp(a.config, { database: bDatabase, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('runs each purge once when due, and the purge deletes what expired', async () => {
    const db = a.database.db;
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000);
    const key = { userId: DEMO.users.locationStaff.id, method: 'POST', path: '/x', bodyHash: 'h', statusCode: 200, responseBody: {} };
    await db.insert(idempotencyKeys).values([
      { ...key, key: 'old-key', createdAt: old },
      { ...key, key: 'new-key' },
    ]);
    await db.insert(rateLimitWindows).values([
      { key: 'GET /old 192.0.2.9', hits: 1, startedAt: old },
      { key: 'GET /new 192.0.2.9', hits: 1, startedAt: new Date() },
    ]);

    await Promise.all([a.app.ready(), b.ready()]);
    const check = () => runsBeyondDueMinutes(a.database.executeSql, PURGES);
    // The servers look at the schedules at start and every 30 s after: a first look that comes to
    // nothing on a busy machine (another server holding the look, a queue still being made) leaves
    // the due purges to the next one.
    await expect.poll(check, { timeout: 75_000, interval: 250 }).toEqual(onceEach(PURGES));
    await sleep(2_000);
    expect(await check()).toEqual(onceEach(PURGES));

    const keys = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['old-key', 'new-key']));
    expect(keys.map((row) => row.key)).toEqual(['new-key']);
    const windows = await db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(inArray(rateLimitWindows.key, ['GET /old 192.0.2.9', 'GET /new 192.0.2.9']));
    expect(windows.map((row) => row.key)).toEqual(['GET /new 192.0.2.9']);
  }, 120_000);
});
