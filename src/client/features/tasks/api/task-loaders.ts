import type { QueryClient } from '@tanstack/react-query';
import type { TaskListQuery } from '@domain/tasks/task-api';
import { taskListQuery, taskQuery, taskSavingsQuery } from './task-queries';

/** The list: started, not awaited, so a change of filter shows at once (docs/adding-a-page.md). */
export function loadTaskList(queryClient: QueryClient, query: Partial<TaskListQuery>): void {
  void queryClient.prefetchQuery(taskListQuery(query));
}

/** docs/product/routing.md: the task detail loads the task before it shows; its savings follow. */
export async function loadTask(queryClient: QueryClient, id: string): Promise<void> {
  void queryClient.prefetchQuery(taskSavingsQuery(id));
  await queryClient.ensureQueryData(taskQuery(id));
}
