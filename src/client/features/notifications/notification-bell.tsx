import { Box, Button, Icon } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { NOTIFICATION_MESSAGES } from '@domain/notifications/notification-constants';
import { notificationPageQuery } from './api/notification-queries';

// The list, its dialog and its formats load when the bell is first opened.
const NotificationList = lazy(() => import('./notification-list').then(({ NotificationList }) => ({ default: NotificationList })));

/** The bell, drawn here rather than in the shared icons: those load with every page, the bell after the frame. */
function BellIcon() {
  return (
    <Icon boxSize="5" asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </Icon>
  );
}

/** How often the bell asks for news while the page is open (it also asks when the window regains focus). */
const BELL_REFRESH_MS = 60_000;

/** The bell of the top bar (docs/product/notifications.md#the-bell): the unread count; it opens the list. */
export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const first = useQuery({ ...notificationPageQuery(0), refetchInterval: BELL_REFRESH_MS });
  const unread = first.data?.unread ?? 0;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        position="relative"
        aria-label={unread ? NOTIFICATION_MESSAGES.unreadBell(unread) : NOTIFICATION_MESSAGES.bell}
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0"
            insetEnd="0"
            minW="18px"
            h="18px"
            px="1"
            rounded="full"
            bg="red.600"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="18px"
            textAlign="center"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotificationList onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
