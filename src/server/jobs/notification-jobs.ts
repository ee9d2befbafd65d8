import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sendingAfterCommit } from '../mail/after-commit';
import type { MessageSender } from '../mail/outbound-message';
import { deliverNotificationEvent } from '../modules/notifications/notification-delivery.service';
import { onNotificationQueued, pendingNotificationEvents } from '../modules/notifications/notification-events.service';
import { unsubscribeKeyOf } from '../modules/notifications/unsubscribe-token';
import type { JobQueue, ScheduledJob, TaskJob } from './job-queue';

/** One notification event to deliver (docs/product/notifications.md): a job per event. */
export const NOTIFICATION_QUEUE = 'notification-event';

/** Sends an event's job; its singleton key keeps one waiting however many servers send it. */
export const sendNotificationJob = (queue: Pick<JobQueue, 'send'>, eventId: string) =>
  queue.send(NOTIFICATION_QUEUE, { eventId }, { singletonKey: `notification:${eventId}` });

export interface NotificationDeliveryDeps {
  db: Database;
  publicUrl: string;
  sender: MessageSender;
  log: FastifyBaseLogger;
  /** Signs each email's one-click unsubscribe link (modules/notifications/unsubscribe-token.ts unsubscribeKeyOf). */
  unsubscribeKey: string;
}

/** Delivers one event in a transaction; its emails go once that commits (a job run twice finds it delivered). */
export async function runNotificationJob(deps: NotificationDeliveryDeps, eventId: string): Promise<Record<string, unknown>> {
  const outcome = await sendingAfterCommit({ sender: deps.sender, publicUrl: deps.publicUrl, log: deps.log }, () =>
    deps.db.transaction((tx) => deliverNotificationEvent(tx, eventId, deps.unsubscribeKey)),
  );
  return { eventId, ...outcome };
}

/** Delivers every event not delivered yet, one after another, as the queue would (the tests' and the sweep's way). */
export async function deliverPendingNotifications(deps: NotificationDeliveryDeps, before = new Date(Date.now() + 1_000)): Promise<number> {
  const pending = await pendingNotificationEvents(deps.db, before);
  for (const eventId of pending) await runNotificationJob(deps, eventId);
  return pending.length;
}

/**
 * Notifications on the job queue: each event a write records is sent as a job once the write
 * commits, and the job delivers it (once: it claims the event in its transaction). A sweep every
 * minute sends the events still waiting after a minute again, for a server that stopped before it
 * sent them.
 */
export function notificationJobs(config: Config, db: Database, app: FastifyInstance, queue: () => JobQueue | undefined) {
  const deps = () => ({ db, publicUrl: config.PUBLIC_URL, sender: app.messageSender, log: app.log, unsubscribeKey: unsubscribeKeyOf(app) });
  const tasks: TaskJob<{ eventId: string }>[] = [{ name: NOTIFICATION_QUEUE, run: ({ eventId }) => runNotificationJob(deps(), eventId) }];
  const scheduled: ScheduledJob[] = [
    {
      name: 'notification-sweep',
      cron: '* * * * *',
      run: async () => {
        const running = queue();
        const pending = running ? await pendingNotificationEvents(db, new Date(Date.now() - 60_000)) : [];
        for (const eventId of pending) await sendNotificationJob(running!, eventId);
        return { pending: pending.length };
      },
    },
  ];
  const listen = () =>
    onNotificationQueued(async (eventId) => {
      const running = queue();
      if (running) await sendNotificationJob(running, eventId);
    });
  return { tasks, scheduled, listen };
}
