import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { automationJobs } from './automation-jobs';
import { startJobQueue, type JobQueue } from './job-queue';
import { notificationJobs } from './notification-jobs';
import { purgeJobs } from './purges';

/**
 * Runs the job queue (jobs/job-queue.ts) with the server when JOBS is on: started once the app is
 * ready, stopped first thing when it closes (before the database it uses). Its jobs: the purges, the
 * request automations (jobs/automation-jobs.ts) and the notifications (jobs/notification-jobs.ts).
 */
export function registerJobs(app: FastifyInstance, config: Config, database: DatabaseHandle): void {
  if (!config.JOBS) return;
  let queue: JobQueue | undefined;
  let unlisten: (() => void) | undefined;
  const automations = automationJobs(config, database.db, app, () => queue);
  const notices = notificationJobs(config, database.db, app, () => queue);
  app.addHook('onReady', async () => {
    queue = await startJobQueue(
      database,
      [...purgeJobs(config, database.db), ...automations.scheduled, ...notices.scheduled],
      { log: app.log, stopTimeoutMs: config.SHUTDOWN_GRACE_MS },
      [...automations.tasks, ...notices.tasks],
    );
    const unlistenAutomations = automations.listen();
    const unlistenNotices = notices.listen();
    unlisten = () => {
      unlistenAutomations();
      unlistenNotices();
    };
  });
  app.addHook('preClose', async () => {
    unlisten?.();
    await queue?.stop();
  });
}
