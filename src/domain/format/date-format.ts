import { DateTime } from 'luxon';

/**
 * docs/product/constants.md date formats: MM/DD/YYYY, MMM DD, YYYY and hh:mm A, with Today, Tomorrow and Yesterday
 * for the days next to today. Values are ISO strings (a date-time with offset, or a calendar date
 * YYYY-MM-DD which is a day, not an instant) or Dates; shown in the viewer's time zone unless told.
 */
export type DateInput = string | Date;

export interface DateFormatOptions {
  /** IANA time zone to show the value in; the viewer's when absent. */
  zone?: string;
  /** The moment "today" is taken from (tests, server renders). */
  now?: Date;
}

function toDateTime(value: DateInput, zone: string | undefined): DateTime | null {
  const target = { zone: zone ?? 'local' };
  // A calendar date has no offset, so it is read as that day in the target zone: the same day everywhere.
  const dt = value instanceof Date ? DateTime.fromJSDate(value, target) : DateTime.fromISO(value, target);
  return dt.isValid ? dt : null;
}

/** Today, Tomorrow or Yesterday when the value's day is next to today's, else null. */
function relativeDay(dt: DateTime, options: DateFormatOptions): string | null {
  const today = (options.now ? DateTime.fromJSDate(options.now) : DateTime.now()).setZone(options.zone ?? 'local').startOf('day');
  const days = Math.round(dt.startOf('day').diff(today, 'days').days);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return null;
}

/** MM/DD/YYYY; '' for a missing or unreadable value. */
export function formatDate(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const dt = value ? toDateTime(value, options.zone) : null;
  return dt ? dt.toFormat('MM/dd/yyyy') : '';
}

/** MMM DD, YYYY (Mar 04, 2026). */
export function formatLongDate(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const dt = value ? toDateTime(value, options.zone) : null;
  return dt ? dt.toFormat('LLL dd, yyyy', { locale: 'en-US' }) : '';
}

/** hh:mm A (02:05 PM). */
export function formatTime(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const dt = value ? toDateTime(value, options.zone) : null;
  return dt ? dt.toFormat('hh:mm a', { locale: 'en-US' }) : '';
}

/** Today, Tomorrow or Yesterday for the days next to today, MM/DD/YYYY otherwise. */
export function formatDay(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const dt = value ? toDateTime(value, options.zone) : null;
  if (!dt) return '';
  return relativeDay(dt, options) ?? dt.toFormat('MM/dd/yyyy');
}

/**
 * A moment in a named zone with the zone's abbreviation, for text that outlives the day it was
 * written (an activity): "Nov 24, 2026 10:00 AM PST".
 */
export function formatZonedDateTime(value: DateInput, zone: string): string {
  const dt = toDateTime(value, zone);
  return dt ? dt.toFormat('LLL dd, yyyy hh:mm a ZZZZ', { locale: 'en-US' }) : '';
}

/** The day as formatDay gives it, then the time: "Today 02:05 PM", "03/04/2026 09:30 AM". */
export function formatDateTime(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const day = formatDay(value, options);
  return day ? `${day} ${formatTime(value, options)}` : '';
}
