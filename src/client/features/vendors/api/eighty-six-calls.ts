import { pathWith } from '@domain/api/paths';
import { VENDOR_PATHS } from '@domain/vendors/vendor-constants';
import type { EightySixCreate, EightySixedVendor, EightySixTakeBack } from '@domain/vendors/vendor-network-api';
import { api } from '@/lib/api-client';

/** Dropping a vendor and taking it back (docs/product/vendors.md#eighty-sixed-vendors): only the eighty-six tab loads these. */

export const EIGHTY_SIX_MESSAGES = {
  eightySix: 'An error occurred while trying to eighty-six the vendor.',
  takeBack: 'An error occurred while trying to take the vendor back.',
} as const;

export const eightySixVendor = (body: EightySixCreate) => api<EightySixedVendor>(VENDOR_PATHS.eightySix, { method: 'POST', body });
export const takeVendorBack = (vendorId: string, customerId: string) =>
  api<EightySixTakeBack>(pathWith(VENDOR_PATHS.eightySixOne, { vendorId }), { method: 'DELETE', query: { customerId } });
