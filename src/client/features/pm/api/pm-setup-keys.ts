/** Keys of the PM set-up reads: a write refreshes the lists (and the schedule's own reads under its key). */
export const pmSetupKeys = {
  schedules: ['pm-schedules'] as const,
  schedule: (id: string) => ['pm-schedule', id] as const,
  templates: ['pm-templates'] as const,
};
