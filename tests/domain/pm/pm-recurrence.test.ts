import { describe, expect, it } from 'vitest';
import { describeRecurrence, occurrenceOnOrAfter, recurrenceSchema, upcomingOccurrences, type Recurrence } from '../../../src/domain/pm/pm-recurrence';

const rule = (input: unknown) => recurrenceSchema.parse(input);
const ten = (r: Recurrence, start: string, from = start, end?: string) => upcomingOccurrences(r, { start, end }, from, 10);

/** When PM visits fall (docs/product/maintenance-and-guides.md#recurrence). */
describe('PM recurrence', () => {
  it('every N days and weeks counts from the start, and the first occurrence is the start', () => {
    expect(ten(rule({ kind: 'interval', every: 10, unit: 'day' }), '2026-12-25').slice(0, 3)).toEqual(['2026-12-25', '2027-01-04', '2027-01-14']);
    expect(ten(rule({ kind: 'interval', every: 2, unit: 'week' }), '2026-12-07', '2026-12-08').slice(0, 2)).toEqual(['2026-12-21', '2027-01-04']);
  });

  it('every N months keeps the start day, clamped to short months without drifting after them', () => {
    expect(ten(rule({ kind: 'interval', every: 1, unit: 'month' }), '2027-01-31').slice(0, 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(ten(rule({ kind: 'interval', every: 1, unit: 'month' }), '2028-01-31').slice(1, 2)).toEqual(['2028-02-29']);
    // Quarterly from mid-November, asked from a later date: the next quarter's day, not a step from today.
    expect(ten(rule({ kind: 'interval', every: 3, unit: 'month' }), '2026-11-15', '2027-03-01').slice(0, 3)).toEqual([
      '2027-05-15',
      '2027-08-15',
      '2027-11-15',
    ]);
    expect(ten(rule({ kind: 'interval', every: 1, unit: 'year' }), '2024-02-29', '2025-01-01').slice(0, 2)).toEqual(['2025-02-28', '2026-02-28']);
  });

  it('on set weekdays, every N weeks from the start week, never before the start', () => {
    // 2026-12-09 is a Wednesday: that week's Monday is before the start and is skipped.
    expect(ten(rule({ kind: 'weekdays', everyWeeks: 1, weekdays: [4, 1] }), '2026-12-09').slice(0, 4)).toEqual([
      '2026-12-10',
      '2026-12-14',
      '2026-12-17',
      '2026-12-21',
    ]);
    expect(ten(rule({ kind: 'weekdays', everyWeeks: 2, weekdays: [5] }), '2026-12-07', '2026-12-12').slice(0, 2)).toEqual(['2026-12-25', '2027-01-08']);
  });

  it('by the calendar: a day of chosen months (clamped), or the nth or last weekday of the month', () => {
    expect(ten(rule({ kind: 'calendar', months: [1, 4, 7, 10], day: 31 }), '2026-12-01').slice(0, 3)).toEqual(['2027-01-31', '2027-04-30', '2027-07-31']);
    // The first Monday of every month; the last Friday of December 2026 and March 2027.
    expect(ten(rule({ kind: 'calendar', months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], week: 1, weekday: 1 }), '2026-12-08').slice(0, 2)).toEqual([
      '2027-01-04',
      '2027-02-01',
    ]);
    expect(ten(rule({ kind: 'calendar', months: [3, 12], week: 'last', weekday: 5 }), '2026-12-01').slice(0, 2)).toEqual(['2026-12-25', '2027-03-26']);
  });

  it('stops at the end date, and has no next occurrence once ended', () => {
    const monthly = rule({ kind: 'interval', every: 1, unit: 'month' });
    expect(ten(monthly, '2027-01-15', '2027-01-15', '2027-04-14')).toEqual(['2027-01-15', '2027-02-15', '2027-03-15']);
    expect(occurrenceOnOrAfter(monthly, { start: '2027-01-15', end: '2027-04-14' }, '2027-03-16')).toBeNull();
  });

  it('previews ten at most, far ahead without looping forever', () => {
    expect(ten(rule({ kind: 'interval', every: 1, unit: 'day' }), '2020-01-01', '2030-06-01')).toHaveLength(10);
    expect(ten(rule({ kind: 'interval', every: 1, unit: 'day' }), '2020-01-01', '2030-06-01')[0]).toBe('2030-06-01');
  });

  it('refuses a rule that cannot be followed, naming the field', () => {
    const message = (input: unknown) => recurrenceSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ kind: 'interval', every: 0, unit: 'month' })).toBe('recurrence.every must be at least 1');
    expect(message({ kind: 'weekdays', everyWeeks: 1, weekdays: [] })).toBe('recurrence.weekdays: choose at least one weekday');
    expect(message({ kind: 'weekdays', everyWeeks: 1, weekdays: [8] })).toBe('weekdays are 1 (Monday) to 7 (Sunday)');
    expect(message({ kind: 'calendar', months: [1], day: 5, week: 1, weekday: 1 })).toBe(
      'recurrence: give either a day of the month, or a week of the month and a weekday',
    );
    expect(message({ kind: 'hourly' })).toBe('recurrence.kind must be interval, weekdays or calendar');
  });

  it('says the rule in words', () => {
    expect(describeRecurrence(rule({ kind: 'interval', every: 3, unit: 'month' }))).toBe('Every 3 months');
    expect(describeRecurrence(rule({ kind: 'interval', every: 1, unit: 'week' }))).toBe('Weekly');
    expect(describeRecurrence(rule({ kind: 'weekdays', everyWeeks: 2, weekdays: [4, 1] }))).toBe('Every 2 weeks on Mon, Thu');
    expect(describeRecurrence(rule({ kind: 'calendar', months: [10, 1, 4, 7], day: 1 }))).toBe('On the 1st of every quarter (Jan, Apr, Jul, Oct)');
    expect(describeRecurrence(rule({ kind: 'calendar', months: [3, 12], week: 'last', weekday: 5 }))).toBe('On the last Friday of Mar, Dec');
  });
});
