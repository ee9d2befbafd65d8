/**
 * The vendor directory a customer keeps, and the vendor's people (docs/product/vendors.md#directory-vendors,
 * #vendor-people): plain constants apart from vendor-constants.ts, whose chunk every page's first
 * load carries (the routes' loaders name VENDOR_PATHS); only the screens that add and edit vendors
 * load these.
 */

export const VENDOR_DIRECTORY_PATHS = {
  /** GET, query addedVendorsQuerySchema → Page<VendorProfile> (vendor-profile-api.ts): the vendors a customer added. */
  added: '/vendors/addedVendors',
  /** GET, query pageQuerySchema → Page<VendorPerson>; POST vendorPersonCreateSchema → 201 VendorPersonWriteResult (vendor-people-api.ts). */
  people: '/vendors/:id/people',
  /** POST → Invitation: a new invitation (the pending one stops working); DELETE → Invitation: the pending one withdrawn. */
  personInvite: '/vendors/:id/people/:userId/invite',
} as const;

/** The roles a vendor's person is given when added (docs/product/vendors.md#vendor-people). */
export const VENDOR_PERSON_ROLES = ['Dispatcher', 'Vendor Technician'] as const;
export type VendorPersonRole = (typeof VENDOR_PERSON_ROLES)[number];
