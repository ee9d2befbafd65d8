import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { getChecklist, getPmHistory, getPmSchedule } from './pm-calls';

/** Read under the request's key: a checklist mark delivered from the outbox refreshes them with the request. */

export const checklistQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'checklist'), read: () => getChecklist(id), failure: 'An error occurred while trying to get the pm checklist' });

export const pmHistoryQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'pm-history'), read: () => getPmHistory(id), failure: '' });

/** A PM schedule with its next occurrence (a preventative task shows it). */
export const pmScheduleQuery = (scheduleId: string) =>
  apiQuery({
    queryKey: ['pm-schedule', scheduleId] as const,
    read: () => getPmSchedule(scheduleId),
    failure: 'An error occurred while trying to get the PM schedule',
  });
