import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDay } from '@domain/format/date-format';
import type { TaskPage } from '@domain/tasks/task-api';
import type { taskListQuery } from '../tasks/api/task-queries';
import { DashboardCard } from './dashboard-card';
import { FigureTile } from './figure-tile';
import type { TileRead } from '@/components/use-kept-data';

type TaskListOptions = ReturnType<typeof taskListQuery>;

/** The two task reads as one tile read: figures once both answered; either's failure is the tile's. */
function bothReads(a: TileRead<TaskPage>, b: TileRead<TaskPage>): TileRead<{ overdue: TaskPage; today: TaskPage }> {
  return {
    data: a.data && b.data ? { overdue: a.data, today: b.data } : undefined,
    error: a.error ?? b.error,
    isPending: a.isPending || b.isPending,
    isFetching: a.isFetching || b.isFetching,
    isPlaceholderData: a.isPlaceholderData || b.isPlaceholderData,
    refetch: () => Promise.all([a.refetch(), b.refetch()]),
  };
}

const total = (page: TaskPage) => `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;

/**
 * Today's and overdue open tasks (GET tasks/self, the task list's own "Due before today" and "Due
 * today" windows, docs/product/tasks.md): each figure opens the task list filtered the same way, so
 * the totals are the list's. The task list filters one location at a time.
 */
export function TasksCard({
  overdue,
  today,
  location,
  allLocations,
}: {
  overdue: TaskListOptions;
  today: TaskListOptions;
  location: string | undefined;
  /** Several locations chosen (a group): the task figures are for all the user's locations. */
  allLocations: boolean;
}) {
  const overdueRead = useQuery({ ...overdue, placeholderData: keepPreviousData });
  const todayRead = useQuery({ ...today, placeholderData: keepPreviousData });
  return (
    <DashboardCard title="Tasks" read={bothReads(overdueRead, todayRead)}>
      {({ overdue: late, today: due }) => {
        const shown = [...late.items, ...due.items].slice(0, 5);
        return (
          <Stack gap="3">
            {allLocations && (
              <Text textStyle="xs" color="fg.muted">
                For all your locations: tasks filter one location at a time.
              </Text>
            )}
            <SimpleGrid columns={2} gap="3">
              <FigureTile
                label="Overdue"
                value={total(late)}
                tone={late.total ? 'red.fg' : undefined}
                link={<Link to="/tasks" search={{ due: 'overdue', location }} />}
              />
              <FigureTile label="Due today" value={total(due)} link={<Link to="/tasks" search={{ due: 'today', location }} />} />
            </SimpleGrid>
            {shown.length === 0 ? (
              <Text color="fg.muted">Nothing overdue or due today.</Text>
            ) : (
              <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
                {shown.map((t) => (
                  <li key={t.id}>
                    <Link to="/tasks/$id" params={{ id: t.id }}>
                      <Stack gap="0.5" py="2" px="1" _hover={{ bg: 'bg.muted' }} rounded="sm">
                        <HStack justify="space-between" gap="2">
                          <Text fontWeight="medium" truncate>
                            {t.title}
                          </Text>
                          <Text textStyle="xs" color={t.dueAt && Date.parse(t.dueAt) < Date.now() ? 'red.fg' : 'fg.muted'} flexShrink={0}>
                            {t.dueAt ? `due ${formatDay(t.dueAt)}` : ''}
                          </Text>
                        </HStack>
                        <Text textStyle="xs" color="fg.muted">
                          {t.location.name} · {t.taskType}
                        </Text>
                      </Stack>
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        );
      }}
    </DashboardCard>
  );
}
