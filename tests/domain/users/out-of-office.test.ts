import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@domain/format/time-zone';
import { isOutOfOffice, isOutOfOfficeAt, isoDate } from '@domain/users/out-of-office';

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

  describe("whose today: the location's, else the viewer's (docs/product/roles-and-permissions.md)", () => {
    // 03:30 UTC on the 13th: still the 12th in Los Angeles and New York, already the 13th in Berlin.
    const now = new Date('2026-03-13T03:30:00Z');

    it("takes the location's day where the person is seen for a location, whatever the viewer's", () => {
      expect(isOutOfOfficeAt(contact, { locationTimeZone: 'America/Los_Angeles', viewerTimeZone: 'Europe/Berlin' }, now)).toBe(true);
      expect(isOutOfOfficeAt(contact, { locationTimeZone: 'Europe/Berlin', viewerTimeZone: 'America/Los_Angeles' }, now)).toBe(false);
    });

    it("takes the viewer's day without a location", () => {
      expect(isOutOfOfficeAt(contact, { viewerTimeZone: 'America/New_York' }, now)).toBe(true);
      expect(isOutOfOfficeAt(contact, { locationTimeZone: null, viewerTimeZone: 'Europe/Berlin' }, now)).toBe(false);
    });
  });

  it('knows a time zone from a made-up one', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
