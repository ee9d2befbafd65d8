import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../../../domain/notifications/notification-api';
import { createdAt, updatedAt } from './columns';
import { requests } from './requests';
import { users } from './users';

/** What a notification event carries besides its request (docs/product/notifications.md#events). */
export interface NotificationEventData {
  /** Users the event names (a note's mentions, a task's assignee, a vendor's people are found when it is delivered). */
  userIds?: string[];
  /** A note: whether it says action is required. */
  actionRequired?: boolean;
  /** The vendor the event is about (a quote's, a dispatch's). */
  vendorId?: string;
  /** What the person is shown under the title (a note's text, the vendor's words). */
  body?: string;
  /** Who did it, as people are named ("Ana Ruiz", "Acme Refrigeration"). */
  by?: string;
  /** Where it opens when it is not the request's page (a task's). */
  path?: string;
  /** A task without a request: its location, whose readers may be told. */
  customerId?: string;
  locationId?: string;
}

/**
 * Something happened that people may be told about, written in the transaction of the write that
 * made it happen: a job delivers it once the write commits (jobs/notification-jobs.ts), and
 * `deliveredAt` is claimed by that job's transaction, so two servers deliver it once.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A note's event delivers a mention, an action-required note or a comment, whichever concerns each person most. */
    event: text('event', { enum: [...NOTIFICATION_EVENTS, 'note'] }).notNull(),
    requestId: uuid('request_id').references(() => requests.id),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    data: jsonb('data').$type<NotificationEventData>().notNull().default({}),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The sweep finds the events not delivered yet.
    index('notification_events_pending')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** One person's notification in the portal (the bell), read or unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    requestId: uuid('request_id').references(() => requests.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    path: text('path').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user').on(t.eventId, t.userId),
    // The bell: a person's newest first, and their unread count.
    index('notifications_user_created').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A person's choice for one event: the set of channels (empty: not told). No row: their role's
 * default (domain/notifications defaultChannels). A set, so new channels need no change of meaning.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    channels: text('channels', { enum: NOTIFICATION_CHANNELS }).array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);
