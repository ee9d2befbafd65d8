/** Contact fields of docs/product/sessions-and-tenancy.md: dates as YYYY-MM-DD (a longer ISO timestamp is read by its date). */
export interface OooDates {
  oooStartDate: string | null;
  oooEndDate: string | null;
}

const datePart = (value: string) => value.slice(0, 10);

/** Today's calendar date (YYYY-MM-DD) where the viewer is, or in the given IANA time zone. */
export function isoDate(now: Date = new Date(), timeZone?: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** docs/product/messages.md#validation: out of office when today is within oooStartDate to oooEndDate, both days included. */
export function isOutOfOffice(contact: OooDates, today: string): boolean {
  if (!contact.oooStartDate || !contact.oooEndDate) return false;
  const day = datePart(today);
  return datePart(contact.oooStartDate) <= day && day <= datePart(contact.oooEndDate);
}

/**
 * Where a person's "today" is (docs/product/roles-and-permissions.md, out of office): the time zone of
 * the location they are seen for, else the viewer's.
 */
export interface OooPlace {
  /** A location's contacts, a task's share recipients (the task's location), a person at one location only. */
  locationTimeZone?: string | null;
  /** The viewer's time zone, for a person seen without one location (the people list). */
  viewerTimeZone?: string | null;
}

/** Out of office today, today being the calendar day at the place's time zone. */
export function isOutOfOfficeAt(contact: OooDates, place: OooPlace, now: Date = new Date()): boolean {
  return isOutOfOffice(contact, isoDate(now, place.locationTimeZone ?? place.viewerTimeZone ?? undefined));
}
