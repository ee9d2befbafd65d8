import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import { VENDOR_PATHS } from '@domain/vendors/vendor-constants';
import { CONTRACTED_RATE_PATHS } from '@domain/vendors/vendor-constants';
import type { ContractedRateCreate, ContractedRateDeleteResult, ContractedRateWriteResult } from '@domain/vendors/vendor-contracted-rates-api';
import type { SsoHistoryQuery, VendorDispatch } from '@domain/vendors/vendor-history-api';
import type { EightySixedVendor, NetworkVendor, RosterViewCategory, VendorCustomer } from '@domain/vendors/vendor-network-api';
import type { VendorPatch, VendorProfileWriteResult, VendorSelf } from '@domain/vendors/vendor-profile-api';
import type { VendorSearchHit } from '@domain/vendors/vendor-api';
import { api } from '@/lib/api-client';

/** The vendor area's calls (docs/product/vendors.md): network, eighty-sixed, history, profile, contracted rates. */

export const VENDOR_MESSAGES = {
  network: 'An error occurred while trying to get vendors.',
  history: 'An error occurred while trying to get vendor history.',
  profile: 'An error occurred while trying to get the vendor profile.',
  customers: 'Error getting customers.',
  createRate: 'An error occurred while trying to create vendor contracted rate',
  save: 'An error occurred while trying to save.',
} as const;

/** Lists on these screens show this many a page. */
export const VENDOR_PAGE_SIZE = 20;

/** The directory searched by name, email or phone (20 at most), each marked when the current customer eighty-sixed it: the pickers that add a vendor somewhere. */
export const searchVendors = (searchText: string) =>
  api<Page<VendorSearchHit>>(VENDOR_PATHS.search, { query: { searchText: searchText || undefined, limit: 20 } });
export const getRosterView = () => api<Page<RosterViewCategory>>(VENDOR_PATHS.rosterView, { query: { limit: 50 } });
export const listEightySixed = (offset: number) => api<Page<EightySixedVendor>>(VENDOR_PATHS.eightySix, { query: { limit: VENDOR_PAGE_SIZE, offset } });
export const listInternalTechnicianVendors = () => api<Page<NetworkVendor>>(VENDOR_PATHS.internalTechnicians, { query: { limit: 50 } });
export const listSsoHistory = (search: SsoHistoryQuery) =>
  api<Page<VendorDispatch>>(VENDOR_PATHS.ssoHistory, { query: { ...search, limit: VENDOR_PAGE_SIZE } });
export const listOwnVendors = () => api<Page<VendorSelf>>(VENDOR_PATHS.self, { query: { limit: 20 } });
export const listVendorCustomers = (vendorId: string, offset: number) =>
  api<Page<VendorCustomer>>(pathWith(VENDOR_PATHS.customers, { id: vendorId }), { query: { limit: VENDOR_PAGE_SIZE, offset } });
export const updateVendor = (vendorId: string, patch: VendorPatch) =>
  api<VendorProfileWriteResult>(pathWith(VENDOR_PATHS.update, { id: vendorId }), { method: 'PATCH', body: patch });
export const createContractedRate = (body: ContractedRateCreate) => api<ContractedRateWriteResult>(CONTRACTED_RATE_PATHS.create, { method: 'POST', body });
export const deleteContractedRate = (rateId: string) =>
  api<ContractedRateDeleteResult>(pathWith(CONTRACTED_RATE_PATHS.one, { id: rateId }), { method: 'DELETE' });
