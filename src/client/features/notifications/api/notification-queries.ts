import { NOTIFICATION_MESSAGES } from '@domain/notifications/notification-constants';
import { apiQuery } from '@/lib/api-query';
import { listNotifications } from './notification-calls';

/** Notifications shown per page of the list; the bell's count comes with the first page. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Query keys of the notifications area: every page under `all`, so one invalidation refreshes the bell and the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (offset: number) => ['notifications', 'page', offset] as const,
};

/**
 * One page of the caller's notifications, newest first. The first page is also the bell's (its
 * unread count): the same URL each time, so the service worker's copy answers it offline.
 */
export const notificationPageQuery = (offset: number) =>
  apiQuery({
    queryKey: notificationKeys.page(offset),
    read: () => listNotifications(offset, NOTIFICATION_PAGE_SIZE),
    failure: NOTIFICATION_MESSAGES.list,
  });
