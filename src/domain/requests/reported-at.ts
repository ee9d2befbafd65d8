/**
 * The time a user reported a request (docs/product/requests.md#filed-offline): a request filed
 * offline is created when the device next reaches the server, but keeps when the user filed it.
 * The server takes the device's time within bounds: a clock a little ahead is forgiven, a time
 * further ahead or older than a week is refused (a write that old is not a new report any more).
 */
export const REPORTED_AT_MAX_AGE_DAYS = 7;
/** How far ahead of the server's clock a device's clock may run. */
export const REPORTED_AT_CLOCK_SKEW_MS = 5 * 60_000;

/** Why a reported time is refused (the message of a 400), or null when it is taken. */
export function reportedAtProblem(reportedAt: Date, now: Date): string | null {
  if (reportedAt.getTime() > now.getTime() + REPORTED_AT_CLOCK_SKEW_MS) return 'reportedAt must not be in the future.';
  if (reportedAt.getTime() < now.getTime() - REPORTED_AT_MAX_AGE_DAYS * 24 * 60 * 60_000) {
    return `reportedAt must be within the last ${REPORTED_AT_MAX_AGE_DAYS} days.`;
  }
  return null;
}
