/**
 * docs/product/constants.md currency: US dollars without decimals; from 1,000 (either sign) the compact form with one
 * decimal and a k ($1.2k, $12.5k, $1,250.0k).
 */
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const thousands = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const size = Math.abs(amount);
  const rounded = Math.round(size);
  const sign = amount < 0 && rounded > 0 ? '-' : '';
  // Compare the rounded value: 999.6 shows as $1.0k, not $1,000.
  return rounded < 1000 ? `${sign}${whole.format(rounded)}` : `${sign}$${thousands.format(size / 1000)}k`;
}

/** An amount in dollars as typed ("750", "$1,250.50") in whole cents, or null when it is not one. */
export function parseUsdCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** An exact amount from cents, where the compact form would blur a limit (a not-to-exceed amount): "$1,250.00". */
export function formatUsdExact(cents: number): string {
  return exact.format(cents / 100);
}
