import { DateTime } from 'luxon';

/** An instant as a `datetime-local` input shows it (the viewer's time zone), '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const dt = DateTime.fromISO(iso);
  return dt.isValid ? dt.toLocal().toFormat("yyyy-LL-dd'T'HH:mm") : '';
}

/** A `datetime-local` value as an ISO instant, null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const dt = DateTime.fromISO(value);
  return dt.isValid ? dt.toUTC().toISO() : null;
}
