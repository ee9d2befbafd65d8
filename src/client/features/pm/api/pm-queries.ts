import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { PM_SCHEDULE_READ_FAILED } from '@domain/pm/pm-setup-paths';
import { getChecklist, getPmHistory, getPmSchedule } from './pm-calls';
import { pmSetupKeys } from './pm-setup-keys';

/** Read under the request's key: a checklist mark delivered from the outbox refreshes them with the request. */

export const checklistQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'checklist'), read: () => getChecklist(id), failure: 'An error occurred while trying to get the pm checklist' });

export const pmHistoryQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'pm-history'), read: () => getPmHistory(id), failure: '' });

/** A PM schedule with its next occurrence (a preventative task shows it, and the schedule's page). */
export const pmScheduleQuery = (scheduleId: string) =>
  apiQuery({ queryKey: [...pmSetupKeys.schedule(scheduleId), 'detail'], read: () => getPmSchedule(scheduleId), failure: PM_SCHEDULE_READ_FAILED });
