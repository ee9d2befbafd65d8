import { z } from 'zod';
import { isoTimestamp, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import type { RoleName } from '../tenancy/roles';

export { NOTIFICATION_MESSAGES, NOTIFICATION_PATHS } from './notification-constants';
export { NOTIFICATION_SETTINGS_MESSAGES } from './notification-settings-texts';

/**
 * Notifications (docs/product/notifications.md): what a person is told about the requests they may
 * read, in the portal (the bell) and by the channels they chose per event.
 */

/** What a person can be told about (docs/product/notifications.md#events). */
export const NOTIFICATION_EVENTS = [
  'mention',
  'action-required',
  'comment',
  'dispatch-accepted',
  'dispatch-declined',
  'vendor-en-route',
  'vendor-on-site',
  'work-complete',
  'needs-parts',
  'quote-received',
  'quote-approved',
  'quote-rejected',
  'request-assigned',
  'task-assigned',
  'escalation-update',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * Every channel a preference can name. A preference is the set of channels per event, so push and
 * text join without changing what a stored preference means.
 */
export const NOTIFICATION_CHANNELS = ['in-app', 'email', 'push', 'text'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels the portal delivers today; a preference naming another is refused. */
export const AVAILABLE_CHANNELS: readonly NotificationChannel[] = ['in-app', 'email'];

/** How each event and channel is named to the person (texts kept here to be translated later). */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  mention: 'Someone mentions you in a note',
  'action-required': 'A note says action is required',
  comment: 'A note on a request you created',
  'dispatch-accepted': 'A vendor accepts a dispatch',
  'dispatch-declined': 'A vendor declines a dispatch',
  'vendor-en-route': 'The vendor is on the way',
  'vendor-on-site': 'The vendor is on site',
  'work-complete': 'The vendor reports the work complete',
  'needs-parts': 'The vendor needs parts',
  'quote-received': 'A quote arrives',
  'quote-approved': 'A quote is approved',
  'quote-rejected': 'A quote is rejected',
  'request-assigned': 'A request is assigned to your company',
  'task-assigned': 'A task is assigned to you',
  'escalation-update': 'An escalation is updated',
};
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  'in-app': 'In the portal',
  email: 'Email',
  push: 'Push',
  text: 'Text message',
};

export const notificationListQuerySchema = pageQuerySchema.extend({
  /** Only the unread ones. */
  unread: z
    .enum(['true', 'false'], { message: 'unread must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  /** One line: what happened ("Ana Ruiz mentioned you on request #1042"). */
  title: z.string(),
  /** The note's text, the vendor's words or the quote's amount; may be empty. */
  body: z.string(),
  request: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  /** Where it opens, inside the portal ("/requests/<id>"). */
  path: z.string(),
  createdAt: isoTimestamp,
  readAt: isoTimestamp.nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const id = z.guid('ids must be notification ids');
export const markReadBodySchema = z
  .object({
    ids: z.array(id).max(200, 'ids must name at most 200 notifications').optional(),
    all: z.literal(true, { message: 'all must be true when given' }).optional(),
  })
  .refine((b) => (b.ids?.length ?? 0) > 0 || b.all === true, { message: 'give ids or all: true' })
  .refine((b) => !(b.ids?.length && b.all), { message: 'give either ids or all: true, not both' });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const markReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int(), ...opIdField });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export const notificationPreferenceSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** True while the person has not chosen: the channels are their role's default. */
  isDefault: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every event, in NOTIFICATION_EVENTS order (a short fixed list: not paged). */
export const notificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema),
  /** Channels the portal delivers today. */
  availableChannels: z.array(z.enum(NOTIFICATION_CHANNELS)),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const preferencesBodySchema = z.object({
  preferences: z
    .array(
      z.object({
        event: z.enum(NOTIFICATION_EVENTS, { message: `event must be one of ${NOTIFICATION_EVENTS.join(', ')}` }),
        channels: z
          .array(z.enum(NOTIFICATION_CHANNELS, { message: `channels must be among ${NOTIFICATION_CHANNELS.join(', ')}` }))
          .max(NOTIFICATION_CHANNELS.length)
          .refine((c) => c.every((channel) => AVAILABLE_CHANNELS.includes(channel)), {
            message: `channels: only ${AVAILABLE_CHANNELS.join(' and ')} can be chosen for now`,
          }),
        /** Back to the role's default (channels are then ignored). */
        useDefault: z.boolean().optional(),
      }),
    )
    .min(1, 'preferences must name at least one event')
    .max(NOTIFICATION_EVENTS.length)
    .refine((p) => new Set(p.map((x) => x.event)).size === p.length, { message: 'preferences must name each event once' }),
});
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

type Kind = 'customer-manager' | 'customer-staff' | 'vendor' | 'other';
const MANAGER_ROLES: readonly RoleName[] = ['Company Leader', 'Area Leader', 'District Manager', 'Service Manager', 'Finance', 'Billing'];
const VENDOR_ROLES: readonly RoleName[] = ['Dispatcher', 'Vendor Technician'];

const BOTH: NotificationChannel[] = ['in-app', 'email'];
const IN_APP: NotificationChannel[] = ['in-app'];
/** Events about a person themself: they always matter. */
const PERSONAL: readonly NotificationEvent[] = ['mention', 'action-required', 'task-assigned'];

/**
 * The channels of an event for a person who has not chosen (docs/product/notifications.md#defaults):
 * what names them (a mention, an action-required note, a task) in the portal and by email for
 * everyone; a vendor's people a new assignment by email too; the rest in the
 * portal only, with location staff and leaders also emailed when a vendor declines or needs parts
 * and leaders when a quote arrives, so a request does not stall unseen.
 */
export function defaultChannels(roles: readonly RoleName[], event: NotificationEvent): NotificationChannel[] {
  const kind: Kind = roles.some((r) => VENDOR_ROLES.includes(r))
    ? 'vendor'
    : roles.some((r) => MANAGER_ROLES.includes(r))
      ? 'customer-manager'
      : roles.length
        ? 'customer-staff'
        : 'other';
  if (PERSONAL.includes(event)) return BOTH;
  // A vendor's contact address is emailed its quote decisions already (docs/product/vendors.md).
  if (kind === 'vendor') return event === 'request-assigned' ? BOTH : IN_APP;
  if (event === 'dispatch-declined' || event === 'needs-parts') return kind === 'other' ? IN_APP : BOTH;
  if (event === 'quote-received') return kind === 'customer-manager' ? BOTH : IN_APP;
  return IN_APP;
}

export const preferencesWriteResultSchema = notificationPreferencesSchema.extend(opIdField);
