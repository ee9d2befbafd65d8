/**
 * The paths and texts of notifications (docs/product/notifications.md), apart from the contract's
 * schemas (notification-api.ts) so that the bell, which loads with every signed-in page, loads no schema.
 */
export const NOTIFICATION_PATHS = {
  /** GET notificationListQuerySchema → NotificationPage: the caller's own, newest first, read and unread, with the unread count. */
  list: '/notifications',
  /** POST markReadBodySchema → MarkReadResult: marks some (`ids`) or all (`all: true`) of the caller's own as read. */
  read: '/notifications/read',
  /** GET → NotificationPreferences; PUT preferencesBodySchema → NotificationPreferences: per event, the channels. */
  preferences: '/notifications/preferences',
} as const;

/** The bell's and the list's texts (docs/product/messages.md#notifications). */
export const NOTIFICATION_MESSAGES = {
  list: 'An error occurred while trying to get notifications.',
  read: 'An error occurred while trying to mark notifications read.',
  bell: 'Notifications',
  unreadBell: (n: number) => `Notifications, ${n} unread`,
  empty: 'Nothing yet. You are told here when someone mentions you or a vendor answers.',
  markAllRead: 'Mark all read',
  showMore: 'Show more',
} as const;
