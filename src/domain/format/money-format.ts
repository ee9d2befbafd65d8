/**
 * docs/product/constants.md currency: US dollars without decimals; from 1,000 (either sign) the compact form with one
 * decimal and a k ($1.2k, $12.5k, $1,250.0k).
 */
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const thousands = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const size = Math.abs(amount);
  const rounded = Math.round(size);
  const sign = amount < 0 && rounded > 0 ? '-' : '';
  // Compare the rounded value: 999.6 shows as $1.0k, not $1,000.
  return rounded < 1000 ? `${sign}${whole.format(rounded)}` : `${sign}$${thousands.format(size / 1000)}k`;
}
