import type { Page } from '../../../../domain/api/paging';
import { pathWith } from '../../../../domain/api/paths';
import { CUSTOMER_PATHS, type Customer, type CustomerPatch, type CustomerStatus, type CustomerSummary } from '../../../../domain/tenancy/customer';
import { api } from '../../../lib/api-client';

export type { Customer, CustomerSummary } from '../../../../domain/tenancy/customer';

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
  api<Page<CustomerSummary>>(CUSTOMER_PATHS.adminSearch, {
    query: { search: search.text.trim() || undefined, status: search.status || undefined, limit: CUSTOMER_SEARCH_PAGE_SIZE, offset: search.offset },
  });
