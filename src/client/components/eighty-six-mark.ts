import type { VendorRef } from '@domain/vendors/vendor-api';

/**
 * A picker's vendor: the directory's carry why the current customer eighty-sixed them, if it did,
 * and when their insurance runs out (marked by eighty-six-guard.tsx's pickers) (docs/product/vendors.md).
 */
export type PickedVendor = VendorRef & { eightySixReason?: string | null; insuranceExpiresOn?: string | null };

/** An option's name, marked when the customer eighty-sixed the vendor. */
export const eightySixLabel = (v: PickedVendor): string => (v.eightySixReason ? `${v.name} (86'd)` : v.name);

/** What a picker says when an eighty-sixed vendor is the one chosen, else null. */
export function eightySixWarning(vendor: PickedVendor | undefined): string | null {
  return vendor?.eightySixReason ? `Your company eighty-sixed ${vendor.name}: ${vendor.eightySixReason}` : null;
}
