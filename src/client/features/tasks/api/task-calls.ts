import { pathWith } from '@domain/api/paths';
import { TASK_PATHS } from '@domain/tasks/task-constants';
import type {
  MyDay,
  ShareRecipients,
  TaskCreate,
  TaskDetail,
  TaskListQuery,
  TaskPage,
  TaskPatch,
  TaskReopenResult,
  TaskSavings,
  TaskShare,
  TaskShareResult,
  TaskWriteResult,
} from '@domain/tasks/task-api';
import { api } from '@/lib/api-client';

/** The task calls of docs/product/tasks.md as the screens use them; completing goes through the outbox (task-writes.ts). */

const at = (path: string, id: string) => pathWith(path, { id });

export const listTasks = (query: Partial<TaskListQuery>) => api<TaskPage>(TASK_PATHS.list, { query });
export const getMyDay = (from: string, to: string) => api<MyDay>(TASK_PATHS.day, { query: { from, to } });
export const getTask = (id: string) => api<TaskDetail>(at(TASK_PATHS.detail, id));
export const getTaskSavings = (id: string) => api<TaskSavings>(at(TASK_PATHS.savings, id));
export const getShareRecipients = (id: string) => api<ShareRecipients>(at(TASK_PATHS.recipients, id));
export const shareTask = (id: string, body: TaskShare) => api<TaskShareResult>(at(TASK_PATHS.share, id), { method: 'POST', body });
export const createTask = (body: TaskCreate) => api<TaskWriteResult>(TASK_PATHS.create, { method: 'POST', body });
export const editTask = (id: string, body: TaskPatch) => api<TaskWriteResult>(at(TASK_PATHS.detail, id), { method: 'PATCH', body });
export const reopenTask = (id: string) => api<TaskReopenResult>(at(TASK_PATHS.reopen, id), { method: 'POST' });
