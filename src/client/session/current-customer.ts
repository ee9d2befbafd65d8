import { FetchError } from 'ofetch';
import type { z } from 'zod';
import { CUSTOMER_PATHS, customerSchema } from '@domain/tenancy/customer';
import { api } from '../lib/api-client';

/** GET customers/self: the flags the screens and guards read (docs/product/sessions-and-tenancy.md customer). */
export const currentCustomerSchema = customerSchema.pick({
  id: true,
  name: true,
  status: true,
  isSelfService: true,
  canAccessInvoiceReporting: true,
  canAccessInsightsReporting: true,
});
export type CurrentCustomer = z.infer<typeof currentCustomerSchema>;

/** docs/product/sessions-and-tenancy.md, docs/product/constants.md: the customer record is fetched again after 60 seconds. */
export const CUSTOMER_CACHE_MS = 60_000;

let cached: { at: number; value: Promise<CurrentCustomer | null> } | null = null;

/** docs/product/messages.md: the customer could not be read (the shell says so; the session goes on without it). */
export const CURRENT_CUSTOMER_ERROR = 'An error occurred while trying to get current customer.';

/** The server's answer while the user has several customers and has picked none yet. */
const UNDECIDED = 409;

/**
 * The current customer (the selected one, or the user's only one), or null when there is none
 * (before one is picked). Rejects when the call fails otherwise; a failure is not kept, so the next
 * call asks again.
 */
export function currentCustomer(now: number = Date.now()): Promise<CurrentCustomer | null> {
  if (cached && isCurrentCustomerFresh(now)) return cached.value;
  const value = api(CUSTOMER_PATHS.self).then(
    (body) => currentCustomerSchema.parse(body),
    (error: unknown) => {
      if (error instanceof FetchError && error.status === UNDECIDED) return null;
      cached = null;
      throw error;
    },
  );
  cached = { at: now, value };
  return value;
}

/** Whether the last read is younger than CUSTOMER_CACHE_MS (a failed read is not kept, so it is not fresh). */
export function isCurrentCustomerFresh(now: number = Date.now()): boolean {
  return cached !== null && now - cached.at < CUSTOMER_CACHE_MS;
}

export function forgetCurrentCustomer(): void {
  cached = null;
}
