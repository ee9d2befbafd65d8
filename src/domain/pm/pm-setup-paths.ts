/** Where the PM set-up calls live (docs/product/maintenance-and-guides.md#schedules, #templates), under API_PREFIX. */

export const PM_SCHEDULE_PATHS = {
  /** GET pmScheduleListQuerySchema → Page<PmScheduleView>; POST pmScheduleCreateSchema → 201 PmScheduleWriteResult (200 when the id exists). */
  list: '/pm-schedules',
  /** GET → PmScheduleView; PATCH pmSchedulePatchSchema → PmScheduleWriteResult. */
  one: '/pm-schedules/:id',
  /** GET pageQuerySchema → Page<PmVisitView>: the requests the schedule generated, the latest due first. */
  visits: '/pm-schedules/:id/visits',
} as const;

/** What a schedule's read says when it fails without a server message. */
export const PM_SCHEDULE_READ_FAILED = 'An error occurred while trying to get the PM schedule';

export const PM_TEMPLATE_PATHS = {
  /** GET pmTemplateListQuerySchema → Page<PmTemplateView>; POST pmTemplateCreateSchema → 201 PmTemplateWriteResult (200 when the id exists). */
  list: '/pm-templates',
  /** GET → PmTemplateView; PATCH pmTemplatePatchSchema → PmTemplateWriteResult. */
  one: '/pm-templates/:id',
} as const;
