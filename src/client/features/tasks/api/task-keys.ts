import type { TaskListQuery } from '@domain/tasks/task-api';

/** Query keys of the tasks area: everything read about one task sits under `one(id)`; lists under `lists`. */
export const taskKeys = {
  lists: ['tasks'] as const,
  list: (query: Partial<TaskListQuery>) => ['tasks', 'list', query] as const,
  day: (from: string, to: string) => ['tasks', 'day', from, to] as const,
  one: (id: string) => ['task', id] as const,
  part: (id: string, part: string) => ['task', id, part] as const,
};
