import { NOTIFICATION_PATHS } from '@domain/notifications/notification-constants';
import type { MarkReadBody, MarkReadResult, NotificationPage, NotificationPreferences, PreferencesBody } from '@domain/notifications/notification-api';
import { api } from '@/lib/api-client';

/** The notification calls of docs/product/notifications.md as the bell uses them (online writes: marking read needs the network). */
export const listNotifications = (offset: number, limit: number) => api<NotificationPage>(NOTIFICATION_PATHS.list, { query: { limit, offset } });
export const markNotificationsRead = (body: MarkReadBody) => api<MarkReadResult>(NOTIFICATION_PATHS.read, { method: 'POST', body });
export const getNotificationPreferences = () => api<NotificationPreferences>(NOTIFICATION_PATHS.preferences);
export const putNotificationPreferences = (body: PreferencesBody) => api<NotificationPreferences>(NOTIFICATION_PATHS.preferences, { method: 'PUT', body });
