import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { startJobQueue, type JobQueue } from './job-queue';
import { purgeJobs } from './purges';

/**
 * Runs the job queue (jobs/job-queue.ts) with the server when JOBS is on: started once the app is
 * ready, stopped first thing when it closes (before the database it uses).
 */
export function registerJobs(app: FastifyInstance, config: Config, database: DatabaseHandle): void {
  if (!config.JOBS) return;
  let queue: JobQueue | undefined;
  app.addHook('onReady', async () => {
    queue = await startJobQueue(database, purgeJobs(config, database.db), { log: app.log, stopTimeoutMs: config.SHUTDOWN_GRACE_MS });
  });
  app.addHook('preClose', async () => {
    await queue?.stop();
  });
}
