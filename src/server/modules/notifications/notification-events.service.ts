import { and, asc, isNull, lt } from 'drizzle-orm';
import type { NotificationEvent } from '../../../domain/notifications/notification-api';
import type { Queryable } from '../../db/client';
import { notificationEvents, type NotificationEventData } from '../../db/schema/notifications';
import { afterCommit } from '../../mail/after-commit';

/** What a write says happened: a note (delivered as a mention, an action-required note or a comment), or one event. */
export interface QueuedNotification {
  event: NotificationEvent | 'note';
  requestId: string | null;
  /** Who did it (never told of it); null for a vendor answering a public link. */
  actorUserId: string | null;
  data?: NotificationEventData;
}

type QueuedListener = (eventId: string) => Promise<void>;
const listeners = new Set<QueuedListener>();

/** A running job queue hears of each event once its write commits (jobs/notification-jobs.ts); returns the unsubscribe. */
export function onNotificationQueued(listener: QueuedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records that something happened, in the write's own transaction (a rolled-back write tells
 * nobody); once it commits the event is handed to the job queue, which delivers it
 * (notification-delivery.service.ts). Who is told is decided then, by each person's rights and
 * preferences (docs/product/notifications.md).
 */
export async function queueNotification(db: Queryable, notification: QueuedNotification): Promise<string> {
  const [row] = await db
    .insert(notificationEvents)
    .values({ event: notification.event, requestId: notification.requestId, actorUserId: notification.actorUserId, data: notification.data ?? {} })
    .returning({ id: notificationEvents.id });
  const id = row!.id;
  afterCommit(async () => {
    for (const listener of listeners) await listener(id);
  });
  return id;
}

/** Events not delivered yet that were written before `before` (the sweep sends them again, for a server that stopped first). */
export async function pendingNotificationEvents(db: Queryable, before: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(and(isNull(notificationEvents.deliveredAt), lt(notificationEvents.createdAt, before)))
    .orderBy(asc(notificationEvents.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** At most this much of a note's (or a vendor's) text goes into a notification; the request has the whole. */
const EXCERPT_LENGTH = 280;

/** A text shortened for a notification, on a word boundary with an ellipsis when cut. */
export function noteExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
