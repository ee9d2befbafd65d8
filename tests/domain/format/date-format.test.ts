import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatLongDate, formatTime } from '@domain/format/date-format';

describe('date formats (docs/product/constants.md)', () => {
  const zone = 'America/New_York';
  // 10:00 in New York on Wednesday, March 4, 2026.
  const now = new Date('2026-03-04T15:00:00Z');

  it('shows MM/DD/YYYY in the viewer time zone', () => {
    expect(formatDate('2026-03-04T15:00:00Z', { zone })).toBe('03/04/2026');
    // 02:30 UTC on the 5th is still the evening of the 4th in New York.
    expect(formatDate('2026-03-05T02:30:00Z', { zone })).toBe('03/04/2026');
    expect(formatDate('2026-03-05T02:30:00Z', { zone: 'UTC' })).toBe('03/05/2026');
    expect(formatDate(new Date('2026-12-31T12:00:00Z'), { zone })).toBe('12/31/2026');
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2026-03-04', { zone: 'Pacific/Honolulu' })).toBe('03/04/2026');
    expect(formatDate('2026-03-04', { zone: 'Asia/Tokyo' })).toBe('03/04/2026');
  });

  it('shows MMM DD, YYYY and hh:mm A', () => {
    expect(formatLongDate('2026-03-04T15:00:00Z', { zone })).toBe('Mar 04, 2026');
    expect(formatTime('2026-03-04T19:05:00Z', { zone })).toBe('02:05 PM');
    expect(formatTime('2026-03-04T14:30:00Z', { zone })).toBe('09:30 AM');
  });

  it('says Today, Tomorrow and Yesterday for the days next to today, the date otherwise', () => {
    expect(formatDay('2026-03-04T23:00:00Z', { zone, now })).toBe('Today');
    expect(formatDay('2026-03-05T16:00:00Z', { zone, now })).toBe('Tomorrow');
    expect(formatDay('2026-03-03', { zone, now })).toBe('Yesterday');
    expect(formatDay('2026-03-06T16:00:00Z', { zone, now })).toBe('03/06/2026');
    expect(formatDay('2026-03-02T16:00:00Z', { zone, now })).toBe('03/02/2026');
  });

  it('judges today by the viewer time zone', () => {
    // 03:00 UTC on the 5th is the evening of the 4th in New York: still today there.
    expect(formatDay('2026-03-05T03:00:00Z', { zone, now })).toBe('Today');
    expect(formatDay('2026-03-05T03:00:00Z', { zone: 'UTC', now })).toBe('Tomorrow');
  });

  it('joins day and time', () => {
    expect(formatDateTime('2026-03-04T19:05:00Z', { zone, now })).toBe('Today 02:05 PM');
    expect(formatDateTime('2026-02-10T14:30:00Z', { zone, now })).toBe('02/10/2026 09:30 AM');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatDateTime('2026-13-45')).toBe('');
  });
});
