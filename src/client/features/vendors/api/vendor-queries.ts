import type { SsoHistoryQuery } from '@domain/vendors/vendor-history-api';
import { apiQuery } from '@/lib/api-query';
import {
  getRosterView,
  listEightySixed,
  listInternalTechnicianVendors,
  listOwnVendors,
  listSsoHistory,
  listVendorCustomers,
  VENDOR_MESSAGES,
} from './vendor-calls';

/** Everything of the vendor area sits under ['vendors']: a write refreshes it with one invalidation. */
export const vendorKeys = {
  all: ['vendors'] as const,
  own: ['vendors', 'self'] as const,
};

export const rosterViewQuery = () => apiQuery({ queryKey: [...vendorKeys.all, 'roster-view'], read: getRosterView, failure: VENDOR_MESSAGES.network });

export const eightySixedQuery = (offset: number) =>
  apiQuery({ queryKey: [...vendorKeys.all, 'eighty-six', offset], read: () => listEightySixed(offset), failure: VENDOR_MESSAGES.network });

export const internalTechnicianVendorsQuery = () =>
  apiQuery({ queryKey: [...vendorKeys.all, 'internal-technicians'], read: listInternalTechnicianVendors, failure: VENDOR_MESSAGES.network });

export const ssoHistoryQuery = (search: SsoHistoryQuery) =>
  apiQuery({ queryKey: [...vendorKeys.all, 'sso-history', search], read: () => listSsoHistory(search), failure: VENDOR_MESSAGES.history });

export const ownVendorsQuery = () => apiQuery({ queryKey: vendorKeys.own, read: listOwnVendors, failure: VENDOR_MESSAGES.profile });

export const vendorCustomersQuery = (vendorId: string, offset: number) =>
  apiQuery({
    queryKey: [...vendorKeys.all, vendorId, 'customers', offset],
    read: () => listVendorCustomers(vendorId, offset),
    failure: VENDOR_MESSAGES.customers,
  });
