/**
 * The plain constants of setting PM up (docs/product/maintenance-and-guides.md#schedules, #templates):
 * messages, statuses, limits. Apart from the zod contracts (./pm-schedules-api.ts, ./pm-templates-api.ts)
 * so that pages calling these paths do not load the schemas; the paths apart again (./pm-setup-paths.ts)
 * for the request and task pages, which only read a schedule.
 */

export const PM_SCHEDULE_MESSAGES = {
  list: 'An error occurred while trying to get PM schedules',
  save: 'An error occurred while trying to save the PM schedule',
  forbidden: 'You do not have permission to change PM schedules at this location.',
  planWithoutPm: 'Your plan does not include PM schedules.',
  pmOff: 'PM is off at this location: turn it on in the location’s details first.',
  assetElsewhere: 'assetId: that equipment is not at this location.',
  templateForOtherEquipment: (type: string) => `pmTemplateId: that template is for ${type}, not this equipment.`,
  ended: 'This PM schedule has ended; it generates no more requests.',
  paused: 'This PM schedule is paused; it generates no more requests.',
} as const;

export const PM_SCHEDULE_STATUSES = ['Active', 'Paused', 'Ended'] as const;
export type PmScheduleStatus = (typeof PM_SCHEDULE_STATUSES)[number];

/** The list's status filter: `current` is active and paused (the default), `all` adds the ended. */
export const PM_SCHEDULE_STATUS_FILTERS = ['current', 'active', 'paused', 'ended', 'all'] as const;

/** The status a schedule's facts give it. */
export const pmScheduleStatus = (s: { active: boolean; nextOccurrenceDate: string | null }): PmScheduleStatus =>
  s.nextOccurrenceDate === null ? 'Ended' : s.active ? 'Active' : 'Paused';

/** How many occurrences the schedule screens preview. */
export const PM_PREVIEW_COUNT = 10;

export const PM_TEMPLATE_MESSAGES = {
  list: 'An error occurred while trying to get PM templates',
  save: 'An error occurred while trying to save the PM template',
  forbidden: 'You do not have permission to change PM templates.',
  nameTaken: (name: string) => `There is already a PM template named “${name}”.`,
} as const;

export const PM_TEMPLATE_LIMITS = { steps: 200, chores: 50 } as const;
