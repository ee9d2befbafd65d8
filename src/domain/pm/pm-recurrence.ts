import { z } from 'zod';

/**
 * When a PM schedule's visits fall (docs/product/maintenance-and-guides.md#recurrence): every N days,
 * weeks, months or years from its start; on set weekdays every N weeks; or by the calendar (a day of
 * the month, or the first…fourth or last weekday of it, in chosen months). Dates are calendar days
 * (YYYY-MM-DD) at the schedule's location, with no time of day: the arithmetic below is on UTC
 * midnights, so no time zone or daylight-saving change can move a visit by a day.
 */

export const RECURRENCE_UNITS = ['day', 'week', 'month', 'year'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** Which weekday of the month: the first to the fourth, or the last. */
export const WEEK_OF_MONTH = [1, 2, 3, 4, 'last'] as const;
export type WeekOfMonth = (typeof WEEK_OF_MONTH)[number];

const weekday = z.number().int().min(1, 'weekdays are 1 (Monday) to 7 (Sunday)').max(7, 'weekdays are 1 (Monday) to 7 (Sunday)');
const month = z.number().int().min(1, 'months are 1 (January) to 12 (December)').max(12, 'months are 1 (January) to 12 (December)');
const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const recurrenceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('interval'),
      every: z.number().int().min(1, 'recurrence.every must be at least 1').max(366, 'recurrence.every must be at most 366'),
      unit: z.enum(RECURRENCE_UNITS, `recurrence.unit must be one of ${RECURRENCE_UNITS.join(', ')}`),
    }),
    z.object({
      kind: z.literal('weekdays'),
      everyWeeks: z.number().int().min(1, 'recurrence.everyWeeks must be at least 1').max(52, 'recurrence.everyWeeks must be at most 52'),
      weekdays: z.array(weekday).min(1, 'recurrence.weekdays: choose at least one weekday').refine(distinct, 'recurrence.weekdays: each day once'),
    }),
    z
      .object({
        kind: z.literal('calendar'),
        months: z.array(month).min(1, 'recurrence.months: choose at least one month').refine(distinct, 'recurrence.months: each month once'),
        /** A day of the month; a day the month lacks (31 in April) is its last day. */
        day: z.number().int().min(1, 'recurrence.day is 1 to 31').max(31, 'recurrence.day is 1 to 31').nullable().default(null),
        /** With `weekday`: the first…fourth or last such weekday of the month. */
        week: z
          .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal('last')])
          .nullable()
          .default(null),
        weekday: weekday.nullable().default(null),
      })
      .refine((r) => (r.day !== null) !== (r.week !== null && r.weekday !== null), {
        message: 'recurrence: give either a day of the month, or a week of the month and a weekday',
        path: ['day'],
      }),
  ],
  { error: 'recurrence.kind must be interval, weekdays or calendar' },
);
export type Recurrence = z.infer<typeof recurrenceSchema>;

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => toDate(toTime(date) + days * DAY_MS);
const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);
/** ISO weekday (1 Monday … 7 Sunday) of a date. */
const weekdayOf = (date: string) => ((new Date(toTime(date)).getUTCDay() + 6) % 7) + 1;
const lastDayOfMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
const dateIn = (year: number, monthIndex: number, day: number) => toDate(Date.UTC(year, monthIndex, Math.min(day, lastDayOfMonth(year, monthIndex))));

/** `months` months after the anchor, keeping its day of the month (clamped: Jan 31 + 1 month is Feb 28 or 29, + 2 is Mar 31). */
function plusMonths(anchor: string, months: number): string {
  const [y, m, d] = anchor.split('-').map(Number) as [number, number, number];
  const index = m - 1 + months;
  return dateIn(y + Math.floor(index / 12), ((index % 12) + 12) % 12, d);
}

/** The weekday of the month (first…fourth, or last) in a month, as a date. */
function weekdayInMonth(year: number, monthIndex: number, week: WeekOfMonth, weekday: number): string {
  if (week === 'last') {
    const last = dateIn(year, monthIndex, 31);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = dateIn(year, monthIndex, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (week - 1));
}

/** The occurrences of the rule, in order, from `from` on (never before the schedule's start). */
function* occurrencesFrom(rule: Recurrence, start: string, from: string): Generator<string> {
  const earliest = from > start ? from : start;
  switch (rule.kind) {
    case 'interval': {
      if (rule.unit === 'day' || rule.unit === 'week') {
        const step = rule.every * (rule.unit === 'week' ? 7 : 1);
        for (let k = Math.max(0, Math.ceil(daysBetween(start, earliest) / step)); ; k++) yield addDays(start, k * step);
      }
      const step = rule.every * (rule.unit === 'year' ? 12 : 1);
      // Months are uneven: start a step early and skip what falls before.
      const [sy, sm] = start.split('-').map(Number) as [number, number];
      const [ey, em] = earliest.split('-').map(Number) as [number, number];
      for (let k = Math.max(0, Math.floor(((ey - sy) * 12 + (em - sm)) / step) - 1); ; k++) {
        const date = plusMonths(start, k * step);
        if (date >= earliest) yield date;
      }
    }
    case 'weekdays': {
      const days = [...rule.weekdays].sort((a, b) => a - b);
      const firstMonday = addDays(start, 1 - weekdayOf(start));
      let week = Math.max(0, Math.floor(daysBetween(firstMonday, earliest) / 7));
      week -= week % rule.everyWeeks;
      for (; ; week += rule.everyWeeks) {
        for (const day of days) {
          const date = addDays(firstMonday, week * 7 + day - 1);
          if (date >= earliest) yield date;
        }
      }
    }
    case 'calendar': {
      const months = new Set(rule.months);
      const [y, m] = earliest.split('-').map(Number) as [number, number];
      for (let index = m - 1; ; index++) {
        const year = y + Math.floor(index / 12);
        const monthIndex = index % 12;
        if (!months.has(monthIndex + 1)) continue;
        const date = rule.day !== null ? dateIn(year, monthIndex, rule.day) : weekdayInMonth(year, monthIndex, rule.week!, rule.weekday!);
        if (date >= earliest) yield date;
      }
    }
  }
}

/**
 * Up to `count` occurrences on or after `from`, not before `start` and not after `end` (when the
 * schedule has one). The preview of a schedule is the next ten; its next visit is the first.
 */
export function upcomingOccurrences(rule: Recurrence, span: { start: string; end?: string | null }, from: string, count: number): string[] {
  const found: string[] = [];
  if (count <= 0) return found;
  for (const date of occurrencesFrom(rule, span.start, from)) {
    if (span.end && date > span.end) break;
    found.push(date);
    if (found.length === count) break;
  }
  return found;
}

/** The first occurrence on or after `from`, or null when the schedule has ended by then. */
export const occurrenceOnOrAfter = (rule: Recurrence, span: { start: string; end?: string | null }, from: string): string | null =>
  upcomingOccurrences(rule, span, from, 1)[0] ?? null;

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const WEEK_WORDS: Record<WeekOfMonth, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', last: 'last' };
const SINGLE_UNIT: Record<RecurrenceUnit, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Yearly' };
const QUARTERS = [
  [1, 4, 7, 10],
  [2, 5, 8, 11],
  [3, 6, 9, 12],
];

/** The rule in words, as the schedule screens show it: "Every 3 months", "Every 2 weeks on Mon, Thu", "On the 15th of Jan, Apr, Jul, Oct". */
export function describeRecurrence(rule: Recurrence): string {
  switch (rule.kind) {
    case 'interval':
      return rule.every === 1 ? SINGLE_UNIT[rule.unit] : `Every ${rule.every} ${rule.unit}s`;
    case 'weekdays': {
      const days = [...rule.weekdays].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d - 1]!.slice(0, 3));
      return `${rule.everyWeeks === 1 ? 'Every week' : `Every ${rule.everyWeeks} weeks`} on ${days.join(', ')}`;
    }
    case 'calendar': {
      const sorted = [...rule.months].sort((a, b) => a - b);
      const when =
        sorted.length === 12
          ? 'every month'
          : QUARTERS.some((q) => q.length === sorted.length && q.every((m, i) => sorted[i] === m))
            ? `every quarter (${sorted.map((m) => MONTH_NAMES[m - 1]!.slice(0, 3)).join(', ')})`
            : sorted.map((m) => MONTH_NAMES[m - 1]!.slice(0, 3)).join(', ');
      const day = rule.day !== null ? `the ${ordinal(rule.day)}` : `the ${WEEK_WORDS[rule.week!]} ${WEEKDAY_NAMES[rule.weekday! - 1]}`;
      return `On ${day} of ${when}`;
    }
  }
}
