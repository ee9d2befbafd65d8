import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import { CUSTOMER_PATHS, type Customer, type CustomerStatus } from '@domain/tenancy/customer';
import type { CustomerPatch } from '@domain/tenancy/customer-patch';
import { USER_PATHS, type UserSummary } from '@domain/users/users-api';
import { api } from '@/lib/api-client';

export type { Customer } from '@domain/tenancy/customer';

/** docs/product/messages.md texts of the customer screens. */
export const CUSTOMER_MESSAGES = {
  load: 'An error occurred while trying to get current customer.',
  search: 'Error getting customers.',
} as const;

export const CUSTOMER_SEARCH_PAGE_SIZE = 20;

export interface CustomerSearch {
  text: string;
  /** '' is every status. */
  status: CustomerStatus | '';
  offset: number;
}

/** The current customer with everything its settings show (the session keeps only the flags the guards read). */
export const getCurrentCustomer = () => api<Customer>(CUSTOMER_PATHS.self);

export const updateCustomer = (id: string, patch: CustomerPatch) => api<Customer>(pathWith(CUSTOMER_PATHS.one, { id }), { method: 'PATCH', body: patch });

export const searchCustomers = (search: CustomerSearch) =>
  api<Page<Customer>>(CUSTOMER_PATHS.adminSearch, {
    query: { search: search.text.trim() || undefined, status: search.status || undefined, limit: CUSTOMER_SEARCH_PAGE_SIZE, offset: search.offset },
  });

/** Active internal staff by name, email or phone: who may be a customer's account manager (administrators only). */
export const searchInternalStaff = (text: string) =>
  api<Page<UserSummary>>(USER_PATHS.adminSearch, { query: { search: text, internalStaff: true, limit: 10 } });
