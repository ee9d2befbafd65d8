import { TASK_MESSAGES } from '@domain/tasks/task-constants';
import type { TaskListQuery } from '@domain/tasks/task-api';
import { apiQuery } from '@/lib/api-query';
import { getMyDay, getShareRecipients, getTask, getTaskSavings, listTasks } from './task-calls';
import { taskKeys } from './task-keys';

/** One `queryOptions` per read of the tasks area. */

export const taskListQuery = (query: Partial<TaskListQuery>) =>
  apiQuery({ queryKey: taskKeys.list(query), read: () => listTasks(query), failure: TASK_MESSAGES.load });

export const myDayQuery = (from: string, to: string) =>
  apiQuery({ queryKey: taskKeys.day(from, to), read: () => getMyDay(from, to), failure: TASK_MESSAGES.load });

export const taskQuery = (id: string) => apiQuery({ queryKey: taskKeys.part(id, 'detail'), read: () => getTask(id), failure: TASK_MESSAGES.loadOne });

export const taskSavingsQuery = (id: string) =>
  apiQuery({ queryKey: taskKeys.part(id, 'savings'), read: () => getTaskSavings(id), failure: 'An error occurred while trying to get the savings' });

export const shareRecipientsQuery = (id: string) =>
  apiQuery({ queryKey: taskKeys.part(id, 'recipients'), read: () => getShareRecipients(id), failure: 'An error occurred while trying to get recipients' });
