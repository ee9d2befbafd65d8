/** Where a PM checklist item stands (docs/product/maintenance-and-guides.md: checklist items get a status when marked). */
export const PM_CHECKLIST_STATUSES = ['Not Started', 'Completed', 'Needs Repair', 'Not Applicable'] as const;
export type PmChecklistStatus = (typeof PM_CHECKLIST_STATUSES)[number];

/** How often a PM schedule recurs, in whole months or weeks. */
export const PM_FREQUENCIES = ['Weekly', 'Monthly', 'Every 2 Months', 'Quarterly', 'Semiannually', 'Annually'] as const;
export type PmFrequency = (typeof PM_FREQUENCIES)[number];

const FREQUENCY_STEP: Record<PmFrequency, { months: number; days: number }> = {
  Weekly: { months: 0, days: 7 },
  Monthly: { months: 1, days: 0 },
  'Every 2 Months': { months: 2, days: 0 },
  Quarterly: { months: 3, days: 0 },
  Semiannually: { months: 6, days: 0 },
  Annually: { months: 12, days: 0 },
};

/**
 * The occurrence after `date` (YYYY-MM-DD) for a frequency. Month steps keep the day of the month,
 * clamped to the month's last day (Jan 31 + 1 month = Feb 28 or 29).
 */
export function nextOccurrence(date: string, frequency: PmFrequency): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const step = FREQUENCY_STEP[frequency];
  if (step.days) return new Date(Date.UTC(y, m - 1, d + step.days)).toISOString().slice(0, 10);
  const monthIndex = m - 1 + step.months;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay))).toISOString().slice(0, 10);
}
