import { apiQuery } from '@/lib/api-query';
import { CUSTOMER_MESSAGES, getCurrentCustomer, searchCustomers, type CustomerSearch } from './customer-calls';

/** Every customer read sits under ['customers']: a save refreshes them all with one invalidation. */
export const customerKeys = {
  all: ['customers'] as const,
};

export const currentCustomerSettingsQuery = () =>
  apiQuery({ queryKey: [...customerKeys.all, 'self'], read: getCurrentCustomer, failure: CUSTOMER_MESSAGES.load });

/** The administrators' customer search, a page at a time. */
export const customerSearchQuery = (search: CustomerSearch) =>
  apiQuery({ queryKey: [...customerKeys.all, 'admin-search', search], read: () => searchCustomers(search), failure: CUSTOMER_MESSAGES.search });
