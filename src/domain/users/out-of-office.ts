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
