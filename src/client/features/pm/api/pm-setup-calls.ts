import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import type { PmScheduleCreate, PmScheduleListQuery, PmSchedulePatch, PmScheduleView, PmScheduleWriteResult, PmVisitView } from '@domain/pm/pm-schedules-api';
import { PM_SCHEDULE_PATHS, PM_TEMPLATE_PATHS } from '@domain/pm/pm-setup-paths';
import type { PmTemplateCreate, PmTemplateListQuery, PmTemplatePatch, PmTemplateView, PmTemplateWriteResult } from '@domain/pm/pm-templates-api';
import { api } from '@/lib/api-client';

/** Setting PM up (docs/product/maintenance-and-guides.md#schedules, #templates): schedules, their visits, templates. */

/** Lists on these screens show this many a page. */
export const PM_SETUP_PAGE_SIZE = 20;

export const listPmSchedules = (query: PmScheduleListQuery) => api<Page<PmScheduleView>>(PM_SCHEDULE_PATHS.list, { query });
export const listPmVisits = (scheduleId: string, offset: number) =>
  api<Page<PmVisitView>>(pathWith(PM_SCHEDULE_PATHS.visits, { id: scheduleId }), { query: { limit: PM_SETUP_PAGE_SIZE, offset } });
export const createPmSchedule = (body: Omit<PmScheduleCreate, 'id'>) =>
  api<PmScheduleWriteResult>(PM_SCHEDULE_PATHS.list, { method: 'POST', body: { ...body, id: crypto.randomUUID() } });
export const updatePmSchedule = (id: string, patch: PmSchedulePatch) =>
  api<PmScheduleWriteResult>(pathWith(PM_SCHEDULE_PATHS.one, { id }), { method: 'PATCH', body: patch });

export const listPmTemplates = (query: PmTemplateListQuery) => api<Page<PmTemplateView>>(PM_TEMPLATE_PATHS.list, { query });
export const createPmTemplate = (body: Omit<PmTemplateCreate, 'id'>) =>
  api<PmTemplateWriteResult>(PM_TEMPLATE_PATHS.list, { method: 'POST', body: { ...body, id: crypto.randomUUID() } });
export const updatePmTemplate = (id: string, patch: PmTemplatePatch) =>
  api<PmTemplateWriteResult>(pathWith(PM_TEMPLATE_PATHS.one, { id }), { method: 'PATCH', body: patch });
