import { z } from 'zod';
import { CUSTOMER_STATUSES } from '../../../domain/tenancy/customer';
import { api } from '../../lib/api-client';

/** GET customers/self: the flags the screens and guards read (SPEC §3 customer). */
export const currentCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  isSelfService: z.boolean(),
  canAccessInvoiceReporting: z.boolean(),
  canAccessInsightsReporting: z.boolean(),
});
export type CurrentCustomer = z.infer<typeof currentCustomerSchema>;

/** SPEC §4, §9: the customer record is fetched again after 60 seconds. */
export const CUSTOMER_CACHE_MS = 60_000;

let cached: { at: number; value: Promise<CurrentCustomer | null> } | null = null;

/**
 * The current customer (the selected one, or the user's only one), or null when there is none: in
 * brand-owner mode, before one is picked, or when the call fails (SPEC §8: 'An error occurred while
 * trying to get current customer.' is for screens that need it).
 */
export function currentCustomer(now: number = Date.now()): Promise<CurrentCustomer | null> {
  if (cached && now - cached.at < CUSTOMER_CACHE_MS) return cached.value;
  const value = api('customers/self').then(
    (body) => currentCustomerSchema.parse(body),
    () => null,
  );
  cached = { at: now, value };
  return value;
}

export function forgetCurrentCustomer(): void {
  cached = null;
}
