const DAY_MS = 86_400_000;

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

  /** A calendar date (YYYY-MM-DD) the given number of days from the seed day. */
  date(days: number): string {
    return this.at(days).toISOString().slice(0, 10);
  }
}
