import { z } from 'zod';

/**
 * A query parameter holding a comma-separated list (`status=Request Open,Request Closed`), each
 * element checked by `item`. Empty elements are ignored.
 */
export function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(100, 'give at most 100 values'));
}

/** An instant in a query or body: ISO date-time with offset, or a calendar date (midnight UTC). */
export const instantSchema = (field: string) =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], `${field} must be an ISO date or date-time`).transform((v) => new Date(v));

/**
 * The end of a range, exclusive: a calendar date means the whole day (up to the next midnight UTC),
 * a date-time means up to and including that instant.
 */
export const rangeEndSchema = (field: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], `${field} must be an ISO date or date-time`)
    .transform((v) => new Date(Date.parse(v) + (v.length === 10 ? 86_400_000 : 1)));

/** An id in a body or query, written in lower case whatever case it was sent in (as path ids are: plugins/path-ids.ts). */
export const idSchema = (field: string) => z.guid(`${field} must be an id`).toLowerCase();
