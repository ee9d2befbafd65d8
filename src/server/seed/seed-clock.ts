import { DateTime } from 'luxon';

const DAY_MS = 86_400_000;

/** Local hours a demo visit is booked in: from 8:00 until 18:00 at the location. */
export const BUSINESS_HOURS = { opens: 8, closes: 18 } as const;

/**
 * Demo timestamps are fixed offsets from the seed day (midnight UTC of the day the seed runs), so
 * the portal looks current whenever it is opened while everything else stays the same.
 */
export class SeedClock {
  readonly seedDay: Date;

  constructor(now: Date = new Date()) {
    this.seedDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  }

  /** The seed day plus (or minus) days and hours. */
  at(days: number, hours = 0): Date {
    return new Date(this.seedDay.getTime() + days * DAY_MS + hours * 3_600_000);
  }

  /** The seed day's date at midnight in `zone`, plus (or minus) days and hours: "9:00 there" is `atLocal(d, 9, zone)`. */
  atLocal(days: number, hours: number, zone: string): Date {
    // Wall-clock arithmetic (in UTC, which has no DST), then read in `zone`: on a day the clocks
    // change, "8:00 there" is still 8:00, not 8 hours after a midnight of the other offset.
    const wall = DateTime.fromJSDate(this.seedDay, { zone: 'utc' }).plus({ days, hours });
    const { year, month, day, hour, minute, second } = wall;
    return DateTime.fromObject({ year, month, day, hour, minute, second }, { zone }).toJSDate();
  }

  /** The time itself when it is within business hours at `zone`, else the next opening there. */
  inBusinessHours(at: Date, zone: string): Date {
    const local = DateTime.fromJSDate(at, { zone });
    if (local.hour >= BUSINESS_HOURS.opens && local.hour < BUSINESS_HOURS.closes) return at;
    const day = local.hour < BUSINESS_HOURS.opens ? local : local.plus({ days: 1 });
    return day.set({ hour: BUSINESS_HOURS.opens, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  }

  /** A calendar date (YYYY-MM-DD) the given number of days from the seed day. */
  date(days: number): string {
    return this.at(days).toISOString().slice(0, 10);
  }
}
