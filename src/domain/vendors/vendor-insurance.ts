/**
 * A vendor's insurance as the lists mark it (docs/product/vendors.md#insurance): expired once the day
 * it runs out has passed, "expires soon" from INSURANCE_SOON_DAYS before that day until it. Plain
 * functions over calendar days (YYYY-MM-DD), so a card and a picker need no date library.
 */

/** How many days ahead an insurance that runs out is marked. */
export const INSURANCE_SOON_DAYS = 30;

export type InsuranceMark = 'expired' | 'expiresSoon';

export const INSURANCE_MARKS: Record<InsuranceMark, string> = {
  expired: 'Insurance expired',
  expiresSoon: 'Insurance expires soon',
};

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The device's calendar day, as the marks compare it. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** How a vendor's insurance is marked on `today`: null when it is in force beyond the next INSURANCE_SOON_DAYS, or unknown. */
export function insuranceMark(expiresOn: string | null, today: string): InsuranceMark | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return 'expired';
  return expiresOn <= dayAfter(today, INSURANCE_SOON_DAYS) ? 'expiresSoon' : null;
}
