import { subject } from '@casl/ability';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createAbility } from '../../../domain/permissions/ability';
import { buildRules } from '../../../domain/permissions/build-rules';
import { defaultChannels, type NotificationChannel, type NotificationEvent } from '../../../domain/notifications/notification-api';
import { NOTIFICATION_TITLES, notificationEmailText } from '../../../domain/notifications/notification-texts';
import { requestSubject } from '../../../domain/requests/request-fields';
import type { RequestReadPart } from '../../../domain/requests/request-read-parts';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { communications } from '../../db/schema/communications';
import { notificationEvents, notificationPreferences, notifications } from '../../db/schema/notifications';
import { requestContacts } from '../../db/schema/request-contacts';
import { requests } from '../../db/schema/requests';
import { vendorMemberships, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { canSeeLocation, scopeFromMemberships, UNRESTRICTED_SCOPE } from '../../db/tenant-scope';
import { apiPath } from '../../../domain/api/paths';
import { NOTIFICATION_UNSUBSCRIBE_PATH, UNSUBSCRIBE_MESSAGES } from '../../../domain/notifications/notification-unsubscribe';
import { sendAfterCommit } from '../../mail/after-commit';
import { loadMemberships, membershipRoles } from '../permissions/memberships.service';
import { requestVisibleTo } from '../requests/request-access';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The sender as the communications log names it. */
const PORTAL_SENDER = 'Service Portal';

type EventRow = typeof notificationEvents.$inferSelect;

interface RequestFacts {
  id: string;
  number: number;
  customerId: string;
  locationId: string;
  assignedToVendorId: string | null;
  assetBrandOwnerId: string | null;
  createdByUserId: string | null;
}

/** The part of the request a person must be allowed to read to be told of the event. */
const PART: Record<NotificationEvent, RequestReadPart> = {
  mention: 'activities',
  'action-required': 'activities',
  comment: 'activities',
  'dispatch-accepted': 'detail',
  'dispatch-declined': 'detail',
  'vendor-en-route': 'detail',
  'vendor-on-site': 'detail',
  'work-complete': 'detail',
  'needs-parts': 'detail',
  'quote-received': 'quotes',
  'quote-approved': 'quotes',
  'quote-rejected': 'quotes',
  'request-assigned': 'detail',
  'task-assigned': 'detail',
  'escalation-update': 'detail',
};

/** The request's own people: whoever filed it and its contacts (docs/product/notifications.md#who). */
async function requestPeople(db: Queryable, request: RequestFacts): Promise<string[]> {
  const contacts = await db.select({ id: requestContacts.userId }).from(requestContacts).where(eq(requestContacts.requestId, request.id));
  return [...new Set([...(request.createdByUserId ? [request.createdByUserId] : []), ...contacts.map((c) => c.id)])];
}

async function vendorPeople(db: Queryable, vendorId: string | undefined): Promise<string[]> {
  if (!vendorId) return [];
  const rows = await db.select({ id: vendorMemberships.userId }).from(vendorMemberships).where(eq(vendorMemberships.vendorId, vendorId));
  return rows.map((r) => r.id);
}

/** Who might be told, each with the event they are told of (a note: a mention wins over action required, which wins over a comment). */
async function candidates(db: Queryable, event: EventRow, request: RequestFacts | null): Promise<Map<string, NotificationEvent>> {
  const told = new Map<string, NotificationEvent>();
  const add = (ids: readonly string[], kind: NotificationEvent) => ids.forEach((id) => told.has(id) || told.set(id, kind));
  const data = event.data;
  if (event.event === 'note') {
    add(data.userIds ?? [], 'mention');
    if (request && data.actionRequired) add(await requestPeople(db, request), 'action-required');
    if (request?.createdByUserId) add([request.createdByUserId], 'comment');
  } else if (event.event === 'quote-approved' || event.event === 'quote-rejected') {
    // The quote's vendor (who reads it only while the request is theirs) and the request's people.
    add(await vendorPeople(db, data.vendorId), event.event);
    if (request) add(await requestPeople(db, request), event.event);
  } else if (event.event === 'request-assigned') {
    add(await vendorPeople(db, data.vendorId), event.event);
  } else if (event.event === 'task-assigned') {
    add(data.userIds ?? [], event.event);
  } else if (request) {
    add(await requestPeople(db, request), event.event);
  }
  if (event.actorUserId) told.delete(event.actorUserId);
  return told;
}

/** A person who may be told: who they are and what decides their rights. */
interface Recipient {
  id: string;
  email: string | null;
  isAdmin: boolean;
  /** Administrators count as internal staff. */
  isInternalStaff: boolean;
}

/** Whether the person may read the part of the request the event is about (or, with no request, the location), by all of their memberships. */
async function mayBeTold(
  db: Queryable,
  user: Recipient,
  request: RequestFacts | null,
  event: NotificationEvent,
  location?: { customerId: string; locationId: string },
) {
  const part = PART[event];
  const m = await loadMemberships(db, user.id);
  const scope = user.isInternalStaff
    ? UNRESTRICTED_SCOPE
    : scopeFromMemberships({ customers: m.customers, brandOwnerIds: m.brandOwners.map((b) => b.brandOwnerId), vendorIds: m.vendors.map((v) => v.vendorId) });
  const roles = membershipRoles(m);
  if (!request) return { may: location ? canSeeLocation(scope, location) : false, roles };
  const [visible] = await db
    .select({ id: requests.id })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(eq(requests.id, request.id), requestVisibleTo(scope)));
  if (!visible) return { may: false, roles };
  const ability = createAbility(
    buildRules({
      userId: user.id,
      isAdmin: user.isAdmin,
      isInternalStaff: user.isInternalStaff,
      customers: m.customers,
      brandOwners: m.brandOwners,
      vendors: m.vendors,
    }),
  );
  const may =
    ability.can('read', requestSubject(request), part) &&
    // An escalation's update: also the escalation (a full-service customer's people at the location, its brand's).
    (event !== 'escalation-update' ||
      ability.can('read', subject('Escalation', { customerId: request.customerId, locationId: request.locationId, brandOwnerId: request.assetBrandOwnerId })));
  return { may, roles };
}

async function chosenChannels(db: Queryable, userId: string, event: NotificationEvent): Promise<NotificationChannel[] | null> {
  const [row] = await db
    .select({ channels: notificationPreferences.channels })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.event, event)));
  return row?.channels ?? null;
}

async function requestFacts(db: Queryable, requestId: string | null): Promise<RequestFacts | null> {
  if (!requestId) return null;
  const [row] = await db
    .select({
      id: requests.id,
      number: requests.number,
      customerId: requests.customerId,
      locationId: requests.locationId,
      assignedToVendorId: requests.assignedToVendorId,
      assetBrandOwnerId: assets.brandOwnerId,
      createdByUserId: requests.createdByUserId,
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(eq(requests.id, requestId));
  return row ?? null;
}

async function actorName(db: Queryable, event: EventRow): Promise<string> {
  if (event.data.by) return event.data.by;
  if (event.actorUserId) {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, event.actorUserId));
    if (user) return user.name;
  }
  if (event.data.vendorId) {
    const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, event.data.vendorId));
    if (vendor) return vendor.name;
  }
  return 'Someone';
}

export interface DeliveryOutcome {
  outcome: 'delivered' | 'stale';
  /** People told in the portal, and by email. */
  inApp: number;
  email: number;
}

/**
 * Delivers one event, inside the caller's transaction (its emails are sent once that commits):
 * claims it (a second run, on this server or another, finds it delivered and does nothing), finds
 * who may be told, keeps to those who may read the request (or the task's location), and tells
 * each on the channels of their preference or their role's default. Every email goes into the
 * request's communications log.
 */
export async function deliverNotificationEvent(db: Queryable, eventId: string, unsubscribeKey: string): Promise<DeliveryOutcome> {
  const [event] = await db
    .update(notificationEvents)
    .set({ deliveredAt: new Date() })
    .where(and(eq(notificationEvents.id, eventId), isNull(notificationEvents.deliveredAt)))
    .returning();
  if (!event) return { outcome: 'stale', inApp: 0, email: 0 };
  const request = await requestFacts(db, event.requestId);
  const told = await candidates(db, event, request);
  if (!told.size) return { outcome: 'delivered', inApp: 0, email: 0 };
  const by = await actorName(db, event);
  const path = event.data.path ?? (request ? `/requests/${request.id}` : '/');
  let inApp = 0;
  let email = 0;
  const people = await db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, isInternalStaff: users.isInternalStaff })
    .from(users)
    .where(and(inArray(users.id, [...told.keys()]), isNull(users.deletedAt)));
  for (const person of people) {
    const id = person.id;
    const kind = told.get(id)!;
    const user: Recipient = { ...person, isInternalStaff: person.isInternalStaff || person.isAdmin };
    const location = event.data.customerId && event.data.locationId ? { customerId: event.data.customerId, locationId: event.data.locationId } : undefined;
    const { may, roles } = await mayBeTold(db, user, request, kind, location);
    if (!may) continue;
    const channels = (await chosenChannels(db, id, kind)) ?? defaultChannels(roles, kind);
    const title = NOTIFICATION_TITLES[kind]({ by, number: request?.number ?? null });
    const body = event.data.body ?? '';
    if (channels.includes('in-app')) {
      const inserted = await db
        .insert(notifications)
        .values({ eventId: event.id, userId: id, event: kind, requestId: request?.id ?? null, title, body, path })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      inApp += inserted.length;
    }
    if (channels.includes('email') && user.email) {
      const to = user.email;
      if (request) {
        await db.insert(communications).values({
          requestId: request.id,
          kind: 'email',
          direction: 'outbound',
          fromAddress: PORTAL_SENDER,
          toAddress: to,
          subject: title,
          body: notificationEmailText({ title, body, link: `(link)` }),
          status: 'sent',
        });
      }
      const token = signUnsubscribeToken(unsubscribeKey, id, kind);
      sendAfterCommit((publicUrl) => {
        const base = publicUrl.replace(/\/+$/, '');
        const link = `${base}${path}`;
        // One-click unsubscribe (RFC 8058): this person, this event; the link is theirs alone, so it is not logged.
        const unsubscribe = `${base}${apiPath(NOTIFICATION_UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`;
        const text = `${notificationEmailText({ title, body, link })}\n\n${UNSUBSCRIBE_MESSAGES.emailLine(unsubscribe)}`;
        const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
        return { channel: 'email', to, subject: title, text, link, headers };
      });
      email++;
    }
  }
  return { outcome: 'delivered', inApp, email };
}
