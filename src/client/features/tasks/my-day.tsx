import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatTime } from '@domain/format/date-format';
import type { MyDayItem } from '@domain/tasks/task-api';
import { ErrorNotice } from '@/components/error-notice';
import { myDayQuery } from './api/task-queries';
import { startOfDay } from './task-list-search';
import { ROW_LINK_STYLE } from '@/components/row-link-style';

/** The viewer's day as the call takes it: midnight to midnight, so the address (and its offline copy) is the same all day. */
export function dayWindow(now: Date = new Date()): { from: string; to: string } {
  const from = startOfDay(now);
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * "My day" (docs/product/tasks.md#my-day): today's visits and tasks across locations, by time.
 * Each visit carries the check-in action the route gives it; each task opens its detail.
 */
export function MyDay({ visitAction }: { visitAction: (visit: MyDayItem) => ReactNode }) {
  const { from, to } = dayWindow();
  const day = useQuery(myDayQuery(from, to));
  return (
    <Card.Root variant="outline" data-testid="my-day">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Card.Title>My day</Card.Title>
          {day.data && (
            <Text fontSize="sm" color="fg.muted">
              {day.data.items.length === 1 ? '1 item' : `${day.data.items.length} items`}
            </Text>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {day.error && <ErrorNotice size="sm" message={day.error.message} onRetry={() => void day.refetch()} />}
        {day.isPending && <Skeleton height="12" />}
        {day.data && day.data.items.length === 0 && <Text color="fg.muted">Nothing is scheduled for you today.</Text>}
        <Stack gap="0" as="ol" listStyleType="none" ms="0">
          {day.data?.items.map((item) => (
            <HStack
              as="li"
              key={`${item.kind}:${item.id}`}
              justify="space-between"
              align="center"
              gap="3"
              py="3"
              borderTopWidth="1px"
              _first={{ borderTopWidth: 0 }}
              data-testid="my-day-item"
            >
              <HStack gap="3" align="flex-start" minW="0">
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" minW="16" flexShrink={0}>
                  {formatTime(item.at)}
                </Text>
                <Stack gap="0.5" minW="0">
                  {item.kind === 'task' ? (
                    <Link to="/tasks/$id" params={{ id: item.id }} style={ROW_LINK_STYLE}>
                      {item.title}
                    </Link>
                  ) : (
                    <Link to="/requests/$id" params={{ id: item.id }} style={ROW_LINK_STYLE}>
                      {item.title}
                    </Link>
                  )}
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {item.kind === 'visit' ? 'Visit' : 'Task'} · {item.location.name}
                    {item.request ? ` · #${item.request.number}` : ''}
                  </Text>
                </Stack>
              </HStack>
              {item.kind === 'visit' ? visitAction(item) : item.completedAt ? <Badge colorPalette="green">Complete</Badge> : null}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
