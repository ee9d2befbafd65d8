import type { PmScheduleListQuery } from '@domain/pm/pm-schedules-api';
import { PM_SCHEDULE_MESSAGES, PM_TEMPLATE_MESSAGES } from '@domain/pm/pm-setup-constants';
import { PM_SCHEDULE_READ_FAILED } from '@domain/pm/pm-setup-paths';
import type { PmTemplateListQuery } from '@domain/pm/pm-templates-api';
import { apiQuery } from '@/lib/api-query';
import { listPmSchedules, listPmTemplates, listPmVisits } from './pm-setup-calls';
import { pmSetupKeys } from './pm-setup-keys';

export const pmScheduleListQuery = (query: PmScheduleListQuery) =>
  apiQuery({ queryKey: [...pmSetupKeys.schedules, query], read: () => listPmSchedules(query), failure: PM_SCHEDULE_MESSAGES.list });

export const pmVisitsQuery = (scheduleId: string, offset: number) =>
  apiQuery({
    queryKey: [...pmSetupKeys.schedule(scheduleId), 'visits', offset],
    read: () => listPmVisits(scheduleId, offset),
    failure: PM_SCHEDULE_READ_FAILED,
  });

export const pmTemplateListQuery = (query: PmTemplateListQuery) =>
  apiQuery({ queryKey: [...pmSetupKeys.templates, query], read: () => listPmTemplates(query), failure: PM_TEMPLATE_MESSAGES.list });
