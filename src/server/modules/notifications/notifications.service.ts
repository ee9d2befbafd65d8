import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import {
  AVAILABLE_CHANNELS,
  defaultChannels,
  NOTIFICATION_EVENTS,
  type MarkReadBody,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationView,
  type PreferencesBody,
} from '../../../domain/notifications/notification-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Actor } from '../../plugins/actor';
import { loadMemberships, membershipRoles } from '../permissions/memberships.service';
import { requestVisibleTo } from '../requests/request-access';

/**
 * The caller's own notifications within their tenant scope: one about a request shows while they
 * may see the request (a person moved off a location no longer sees what they were told of it).
 * The queries using it left-join requests and assets.
 */
function mine(actor: Actor): SQL {
  return and(eq(notifications.userId, actor.user.id), or(isNull(notifications.requestId), requestVisibleTo(actor.scope)))!;
}

async function unreadCount(db: Queryable, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(requests, eq(requests.id, notifications.requestId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(mine(actor), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** GET notifications: the caller's own, newest first, read and unread (or only unread), with the unread count. */
export async function listNotifications(db: Queryable, actor: Actor, query: NotificationListQuery): Promise<Page<NotificationView> & { unread: number }> {
  const where = and(mine(actor), query.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        event: notifications.event,
        title: notifications.title,
        body: notifications.body,
        path: notifications.path,
        requestId: requests.id,
        requestNumber: requests.number,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(requests, eq(requests.id, notifications.requestId))
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(notifications)
      .leftJoin(requests, eq(requests.id, notifications.requestId))
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .where(where),
    unreadCount(db, actor),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      event: r.event,
      title: r.title,
      body: r.body,
      path: r.path,
      request: r.requestId !== null && r.requestNumber !== null ? { id: r.requestId, number: r.requestNumber } : null,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
    unread,
  };
}

/**
 * POST notifications/read: marks the given ones (or all) of the caller's own as read. Ids of
 * another person's notifications, or unknown ones, mark nothing (as with sessions: counted as none).
 */
export async function markRead(db: Queryable, actor: Actor, body: MarkReadBody): Promise<{ marked: number; unread: number }> {
  const visible = db
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(requests, eq(requests.id, notifications.requestId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(mine(actor), isNull(notifications.readAt), body.ids?.length ? inArray(notifications.id, body.ids) : undefined));
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.user.id), inArray(notifications.id, visible)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: await unreadCount(db, actor) };
}

/** GET notifications/preferences: every event with the caller's channels, their choice or their role's default. */
export async function getPreferences(db: Queryable, actor: Actor): Promise<NotificationPreferences> {
  const rows = await db
    .select({ event: notificationPreferences.event, channels: notificationPreferences.channels })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, actor.user.id));
  const chosen = new Map(rows.map((r) => [r.event, r.channels]));
  const roles = membershipRoles(actor.memberships);
  return {
    items: NOTIFICATION_EVENTS.map((event) => {
      const channels = chosen.get(event);
      return { event, channels: channels ?? defaultChannels(roles, event), isDefault: channels === undefined };
    }),
    availableChannels: [...AVAILABLE_CHANNELS],
  };
}

/** PUT notifications/preferences: the caller's channels for the events named (the others keep theirs). */
export async function putPreferences(db: Queryable, actor: Actor, body: PreferencesBody): Promise<void> {
  for (const p of body.preferences) {
    if (p.useDefault) {
      await db.delete(notificationPreferences).where(and(eq(notificationPreferences.userId, actor.user.id), eq(notificationPreferences.event, p.event)));
      continue;
    }
    const channels = [...new Set(p.channels)];
    await db
      .insert(notificationPreferences)
      .values({ userId: actor.user.id, event: p.event, channels })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.event], set: { channels, updatedAt: sql`now()` } });
  }
}

/**
 * One-click unsubscribe (RFC 8058): the person's channels for the event, email taken out; the
 * other channels stay as chosen (or as the role's default). An archived or unknown person changes nothing.
 */
export async function unsubscribeFromEmail(db: Queryable, userId: string, event: NotificationEvent): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return false;
  const [chosen] = await db
    .select({ channels: notificationPreferences.channels })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.event, event)));
  const current = chosen?.channels ?? defaultChannels(membershipRoles(await loadMemberships(db, userId)), event);
  const channels = current.filter((c) => c !== 'email');
  await db
    .insert(notificationPreferences)
    .values({ userId, event, channels })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.event], set: { channels, updatedAt: sql`now()` } });
  return true;
}
