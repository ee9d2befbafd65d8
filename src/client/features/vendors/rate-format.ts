import { formatUsd } from '@domain/format/money-format';
import { formatDate } from '@domain/format/date-format';
import type { ContractedRate } from '@domain/vendors/vendor-contracted-rates-api';

const PER: Partial<Record<ContractedRate['rateType'], string>> = { 'Hourly Labor': '/hr', 'Trip Charge': ' per trip' };

/** "$125/hr", "$75 per trip", "$250", "1.5×" (docs/product/vendors.md Contracted rates). */
export function formatRateAmount(rate: Pick<ContractedRate, 'rateType' | 'amountCents' | 'multiplierPercent'>): string {
  if (rate.multiplierPercent !== null) return `${(rate.multiplierPercent / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}×`;
  return `${formatUsd((rate.amountCents ?? 0) / 100)}${PER[rate.rateType] ?? ''}`;
}

/** "from 01/05/2026", "01/05/2026 – 12/31/2026". */
export function formatRateDates(rate: Pick<ContractedRate, 'effectiveFrom' | 'effectiveTo'>): string {
  return rate.effectiveTo ? `${formatDate(rate.effectiveFrom)} – ${formatDate(rate.effectiveTo)}` : `from ${formatDate(rate.effectiveFrom)}`;
}
