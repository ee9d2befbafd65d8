import { describe, expect, it } from 'vitest';
import { isOutOfOffice, isoDate } from '../../../src/domain/users/out-of-office';

describe('out of office (docs/product/messages.md#validation)', () => {
  const contact = { oooStartDate: '2026-03-10', oooEndDate: '2026-03-12' };

  it('is out of office from the start date to the end date, both included', () => {
    expect(isOutOfOffice(contact, '2026-03-09')).toBe(false);
    expect(isOutOfOffice(contact, '2026-03-10')).toBe(true);
    expect(isOutOfOffice(contact, '2026-03-11')).toBe(true);
    expect(isOutOfOffice(contact, '2026-03-12')).toBe(true);
    expect(isOutOfOffice(contact, '2026-03-13')).toBe(false);
  });

  it('reads timestamps by their date and needs both dates', () => {
    expect(isOutOfOffice({ oooStartDate: '2026-03-10T00:00:00.000Z', oooEndDate: '2026-03-12T00:00:00.000Z' }, '2026-03-12')).toBe(true);
    expect(isOutOfOffice({ oooStartDate: '2026-03-10', oooEndDate: null }, '2026-03-11')).toBe(false);
    expect(isOutOfOffice({ oooStartDate: null, oooEndDate: null }, '2026-03-11')).toBe(false);
  });

  it('gives the calendar date in a time zone', () => {
    const lateEvening = new Date('2026-03-10T03:30:00Z');
    expect(isoDate(lateEvening, 'UTC')).toBe('2026-03-10');
    expect(isoDate(lateEvening, 'America/New_York')).toBe('2026-03-09');
  });
});
