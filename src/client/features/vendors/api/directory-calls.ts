import type { Page } from '@domain/api/paging';
import { VENDOR_PATHS } from '@domain/vendors/vendor-constants';
import { VENDOR_DIRECTORY_PATHS } from '@domain/vendors/vendor-directory-constants';
import type { VendorCreate, VendorProfile, VendorProfileWriteResult } from '@domain/vendors/vendor-profile-api';
import { api } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';
import { VENDOR_MESSAGES, VENDOR_PAGE_SIZE } from './vendor-calls';
import { vendorKeys } from './vendor-queries';

/**
 * The vendors a customer adds to the directory (docs/product/vendors.md#directory-vendors). Apart from
 * vendor-calls.ts, which the routes' loaders bring into every page's first load.
 */

export const DIRECTORY_FAILURES = { create: 'An error occurred while trying to add the vendor.' } as const;

/** A vendor added to the directory by the customer's manager. */
export const createVendor = (body: VendorCreate) => api<VendorProfileWriteResult>(VENDOR_PATHS.create, { method: 'POST', body });
/** The vendors the customer added, by name, with their profiles. */
export const listAddedVendors = (customerId: string, offset: number) =>
  api<Page<VendorProfile>>(VENDOR_DIRECTORY_PATHS.added, { query: { customerId, limit: VENDOR_PAGE_SIZE, offset } });

export const addedVendorsQuery = (customerId: string, offset: number) =>
  apiQuery({ queryKey: [...vendorKeys.all, 'added', customerId, offset], read: () => listAddedVendors(customerId, offset), failure: VENDOR_MESSAGES.network });
