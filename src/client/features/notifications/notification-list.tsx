import { Box, Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDay, formatTime } from '@domain/format/date-format';
import { NOTIFICATION_MESSAGES, type NotificationView } from '@domain/notifications/notification-api';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@domain/notifications/notification-settings-texts';
import { AppDialog } from '@/components/app-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { apiErrorMessage } from '@/lib/api-error';
import { markNotificationsRead } from './api/notification-calls';
import { NOTIFICATION_PAGE_SIZE, notificationKeys, notificationPageQuery } from './api/notification-queries';

/**
 * The notification centre (docs/product/notifications.md#the-bell): the caller's notifications,
 * newest first, read and unread, a page at a time; each opens its page (its request, task or escalation) and is marked read;
 * Mark all read. Offline it shows the last copy the service worker kept.
 */
export function NotificationList({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [pages, setPages] = useState(1);
  const [failure, setFailure] = useState('');
  const first = useQuery(notificationPageQuery(0));
  const unread = first.data?.unread ?? 0;
  const total = first.data?.total ?? 0;

  const mark = async (body: { ids: string[] } | { all: true }) => {
    setFailure('');
    try {
      await markNotificationsRead(body);
    } catch (error) {
      setFailure(apiErrorMessage(error, NOTIFICATION_MESSAGES.read));
    }
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };

  /** Opening one closes the list and marks it read. */
  const open = (n: NotificationView) => {
    onClose();
    if (!n.readAt) void mark({ ids: [n.id] });
  };

  return (
    <AppDialog
      title={NOTIFICATION_MESSAGES.bell}
      onClose={onClose}
      placement="top"
      scrollBehavior="inside"
      footer={
        <HStack w="full" justify="space-between">
          <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => void mark({ all: true })}>
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
          <HStack gap="2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/profile" hash="notifications" onClick={onClose}>
                {NOTIFICATION_SETTINGS_MESSAGES.link}
              </Link>
            </Button>
            <Button variant="outline" onClick={onClose}>
              Done
            </Button>
          </HStack>
        </HStack>
      }
    >
      <Stack gap="3">
        {failure && <ErrorNotice message={failure} size="sm" />}
        {first.error && !first.data && <ErrorNotice message={first.error.message} size="sm" onRetry={() => void first.refetch()} />}
        {first.isPending && <Skeleton h="16" rounded="md" />}
        {first.data && first.data.items.length === 0 && <Text color="fg.muted">{NOTIFICATION_MESSAGES.empty}</Text>}
        {first.data && first.data.items.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={NOTIFICATION_MESSAGES.bell}>
            {Array.from({ length: pages }, (_, page) => (
              <NotificationPageItems key={page} offset={page * NOTIFICATION_PAGE_SIZE} onOpen={open} />
            ))}
          </Stack>
        )}
        {pages * NOTIFICATION_PAGE_SIZE < total && (
          <Button variant="ghost" size="sm" alignSelf="center" onClick={() => setPages((p) => p + 1)}>
            {NOTIFICATION_MESSAGES.showMore}
          </Button>
        )}
      </Stack>
    </AppDialog>
  );
}

function NotificationPageItems({ offset, onOpen }: { offset: number; onOpen: (n: NotificationView) => void }) {
  const page = useQuery(notificationPageQuery(offset));
  if (page.error && !page.data) return <ErrorNotice message={page.error.message} size="sm" onRetry={() => void page.refetch()} />;
  if (!page.data) return <Skeleton h="16" rounded="md" />;
  return page.data.items.map((n) => <NotificationItem key={n.id} notification={n} onOpen={onOpen} />);
}

function NotificationItem({ notification: n, onOpen }: { notification: NotificationView; onOpen: (n: NotificationView) => void }) {
  const navigate = useNavigate();
  const unread = n.readAt === null;
  return (
    <li>
      <Box
        as="button"
        w="full"
        textAlign="start"
        borderWidth="1px"
        rounded="md"
        px="3"
        py="2"
        bg={unread ? 'brand.subtle' : undefined}
        _hover={{ bg: 'bg.muted' }}
        onClick={() => {
          onOpen(n);
          // Where it opens: its request, or a task's or an escalation's page (a path inside the portal).
          if (n.path.startsWith('/') && !n.path.startsWith('//')) void navigate({ href: n.path });
        }}
      >
        <HStack align="start" gap="2">
          <Box as="span" flexShrink={0} mt="1.5" boxSize="2" rounded="full" bg={unread ? 'brand.solid' : 'transparent'} aria-hidden="true" />
          <Stack gap="0.5" minW="0">
            <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'}>
              {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
              {n.title}
            </Text>
            {n.body && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {n.body}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {formatDay(n.createdAt)} {formatTime(n.createdAt)}
            </Text>
          </Stack>
        </HStack>
      </Box>
    </li>
  );
}
