import { z } from 'zod';
import { TASK_TYPES } from '@domain/tasks/task-enums';
import type { TaskListQuery } from '@domain/tasks/task-api';

/** Rows per page of the task list. */
export const TASK_PAGE_SIZE = 25;

/** Due windows the list offers, in the viewer's days: whole days, so each day's address (and its offline copy) stays the same. */
export const DUE_WINDOWS = { overdue: 'Due before today', today: 'Due today', week: 'Due in the next 7 days' } as const;
export type DueWindow = keyof typeof DUE_WINDOWS;

/**
 * The task list's filters as the address holds them (docs/product/tasks.md#list). Bad values are
 * dropped, not errors. No status means open tasks; the order is always score, descending.
 */
export const taskListSearchSchema = z.object({
  status: z.enum(['completed', 'all']).optional().catch(undefined),
  type: z.enum(TASK_TYPES).optional().catch(undefined),
  location: z.guid().optional().catch(undefined),
  due: z.enum(['overdue', 'today', 'week']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type TaskListSearch = z.infer<typeof taskListSearchSchema>;

const DAY_MS = 86_400_000;

/** Midnight of the viewer's day holding `now`. */
export function startOfDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function dueRange(due: DueWindow | undefined, now: Date): { dueFrom?: string; dueTo?: string } {
  const today = startOfDay(now);
  switch (due) {
    case 'overdue':
      return { dueTo: today.toISOString() };
    case 'today':
      return { dueFrom: today.toISOString(), dueTo: new Date(today.getTime() + DAY_MS).toISOString() };
    case 'week':
      return { dueFrom: today.toISOString(), dueTo: new Date(today.getTime() + 7 * DAY_MS).toISOString() };
    default:
      return {};
  }
}

/** The query of GET tasks/self for a list address. */
export function taskListParams(search: TaskListSearch, now: Date = new Date()): Partial<TaskListQuery> {
  const params: Partial<TaskListQuery> = {
    status: search.status ?? 'open',
    type: search.type,
    locationId: search.location,
    ...dueRange(search.due, now),
    limit: TASK_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * TASK_PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Partial<TaskListQuery>;
}

export const hasTaskFilters = (search: TaskListSearch) => !!(search.status || search.type || search.location || search.due);
