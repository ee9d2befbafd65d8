import { Box, Button, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDay } from '@domain/format/date-format';
import { TASK_TYPES } from '@domain/tasks/task-constants';
import type { TaskSummary } from '@domain/tasks/task-api';
import { PagedResults } from '@/components/paged-results';
import { optionsOf, SelectField, type SelectOption } from '@/components/select-field';
import { taskListQuery } from './api/task-queries';
import { TaskStateBadge, TaskTypeBadge } from './task-badges';
import { DUE_WINDOWS, hasTaskFilters, TASK_PAGE_SIZE, taskListParams, type TaskListSearch } from './task-list-search';
import { ROW_LINK_STYLE } from '@/components/row-link-style';

export interface TaskListProps {
  search: TaskListSearch;
  onSearch: (search: TaskListSearch) => void;
  /** The locations the caller may pick (the route reads them). */
  locations: readonly SelectOption[];
}

/** The task list (docs/product/tasks.md#list): open tasks, highest score first, paged; cards on a phone, a table on wider screens. */
export function TaskList({ search, onSearch, locations }: TaskListProps) {
  const list = useQuery({ ...taskListQuery(taskListParams(search)), placeholderData: keepPreviousData });
  const set = (changes: Partial<TaskListSearch>) => onSearch({ ...search, page: undefined, ...changes });
  return (
    <Stack gap="4">
      <Card.Root variant="outline" size="sm">
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            <SelectField
              size="sm"
              label="Status"
              value={search.status ?? 'open'}
              options={[
                { value: 'open', label: 'Open' },
                { value: 'completed', label: 'Completed' },
                { value: 'all', label: 'All' },
              ]}
              onChange={(v) => set({ status: v === 'open' ? undefined : (v as TaskListSearch['status']) })}
            />
            <SelectField
              size="sm"
              label="Type"
              value={search.type ?? ''}
              empty="Any type"
              options={optionsOf(TASK_TYPES)}
              onChange={(v) => set({ type: (v || undefined) as TaskListSearch['type'] })}
            />
            <SelectField
              size="sm"
              label="Location"
              value={search.location ?? ''}
              empty="Any location"
              options={locations}
              onChange={(v) => set({ location: v || undefined })}
            />
            <SelectField
              size="sm"
              label="Due"
              value={search.due ?? ''}
              empty="Any time"
              options={Object.entries(DUE_WINDOWS).map(([value, label]) => ({ value, label }))}
              onChange={(v) => set({ due: (v || undefined) as TaskListSearch['due'] })}
            />
            <Box alignSelf="flex-end">
              <Button size="sm" variant="ghost" disabled={!hasTaskFilters(search)} onClick={() => onSearch({})}>
                Clear filters
              </Button>
            </Box>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <PagedResults
        list={list}
        noun="tasks"
        empty={{
          icon: 'tasks',
          title: 'No tasks found',
          text: hasTaskFilters(search)
            ? 'No task matches these filters. Change or clear them to see more.'
            : 'There are no open tasks. New ones will show here.',
        }}
        card={(t) => <TaskCard task={t} />}
        table={(items) => <TaskTable items={items} />}
        cardsTestId="task-cards"
        pageSize={TASK_PAGE_SIZE}
        currentPage={search.page}
        onPage={(page) => onSearch({ ...search, page })}
        emptyText="No tasks"
      />
    </Stack>
  );
}

function TaskLink({ task }: { task: TaskSummary }) {
  return (
    <Link to="/tasks/$id" params={{ id: task.id }} style={ROW_LINK_STYLE}>
      {task.title}
    </Link>
  );
}

function TaskCard({ task }: { task: TaskSummary }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <TaskLink task={task} />
          <TaskStateBadge completedAt={task.completedAt} dueAt={task.dueAt} />
        </HStack>
        <HStack gap="2" wrap="wrap">
          <TaskTypeBadge type={task.taskType} />
          <Text fontSize="sm" color="fg.muted">
            {task.location.name}
            {task.dueAt ? ` · due ${formatDay(task.dueAt)}` : ''}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function TaskTable({ items }: { items: readonly TaskSummary[] }) {
  return (
    <Table.Root size="sm" variant="outline" data-testid="task-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Task</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Location</Table.ColumnHeader>
          <Table.ColumnHeader>Due</Table.ColumnHeader>
          <Table.ColumnHeader>Assigned to</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
          <Table.ColumnHeader>State</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((t) => (
          <Table.Row key={t.id}>
            <Table.Cell>
              <TaskLink task={t} />
              {t.request && (
                <Text fontSize="xs" color="fg.muted">
                  Request #{t.request.number}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <TaskTypeBadge type={t.taskType} />
            </Table.Cell>
            <Table.Cell>{t.location.name}</Table.Cell>
            <Table.Cell>{t.dueAt ? formatDay(t.dueAt) : '—'}</Table.Cell>
            <Table.Cell>{t.assignedTo?.name ?? '—'}</Table.Cell>
            <Table.Cell textAlign="end">{t.score}</Table.Cell>
            <Table.Cell>
              <TaskStateBadge completedAt={t.completedAt} dueAt={t.dueAt} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
