import { PM_PATHS, type PmChecklistView, type PmHistoryPage } from '@domain/pm/pm-api';
import { PM_SCHEDULE_PATHS } from '@domain/pm/pm-setup-paths';
import type { GenerateNextWriteResult, PmScheduleView } from '@domain/pm/pm-schedules-api';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';

/** A PM schedule, a preventative request's checklist, the next request of its series and the series' history (docs/product/maintenance-and-guides.md). */

export const getPmSchedule = (scheduleId: string) => api<PmScheduleView>(pathWith(PM_SCHEDULE_PATHS.one, { id: scheduleId }));

export const getChecklist = (requestId: string) =>
  api<PmChecklistView>(PM_PATHS.checklist, { query: { requestId, relations: 'completedByUser,asset', limit: 200 } });
export const generateNext = (requestId: string) =>
  api<GenerateNextWriteResult>(pathWith(PM_PATHS.generateNext, { id: requestId }), { method: 'POST', body: { id: crypto.randomUUID() } });
export const getPmHistory = (requestId: string) => api<PmHistoryPage>(pathWith(PM_PATHS.pmHistory, { id: requestId }), { query: { limit: 50 } });
