import { NOTIFICATION_SETTINGS_MESSAGES } from '@domain/notifications/notification-settings-texts';
import { apiQuery } from '@/lib/api-query';
import { getNotificationPreferences } from './notification-calls';

/** The caller's channels per event (the settings screen; apart from the bell's queries so the bell loads none of it). */
export const notificationPreferencesQuery = () =>
  apiQuery({ queryKey: ['notifications', 'preferences'] as const, read: getNotificationPreferences, failure: NOTIFICATION_SETTINGS_MESSAGES.load });
