import { z } from 'zod';
import { isoTimestamp, namedRefSchema, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { CUSTOMER_STATUSES } from '../tenancy/customer';
import { contractedRateSchema } from './vendor-contracted-rates-api';
import { vendorSummarySchema } from './vendor-api';
import { vendorServiceAreaSchema } from './vendor-profile-api';

/**
 * The vendor network as a customer sees it, and the directory searches (docs/product/vendors.md):
 * roster view, eighty-sixed vendors, internal technician vendors, the vendors possible for a
 * request, the customers a vendor serves.
 */

/** A directory vendor with what it does and where: search results, internal technicians. */
export const networkVendorSchema = vendorSummarySchema.extend({
  serviceCategories: z.array(namedRefSchema),
  serviceArea: vendorServiceAreaSchema,
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** How many of the caller's locations have the vendor in their network. */
  networkLocationCount: z.number().int(),
});
export type NetworkVendor = z.infer<typeof networkVendorSchema>;
export const networkVendorPageSchema = pageOf(networkVendorSchema);

/** One vendor on the rosters of a category across the caller's locations. */
export const rosterViewVendorSchema = z.object({
  vendor: vendorSummarySchema,
  /** On the category's roster at this many of the caller's locations. */
  locationCount: z.number().int(),
  /** Its best roster position there (1 is a first choice). */
  bestPosition: z.number().int(),
  /** Its rates for the category with the caller's customers, in force today. */
  contractedRates: z.array(contractedRateSchema),
});
export type RosterViewVendor = z.infer<typeof rosterViewVendorSchema>;
export const rosterViewCategorySchema = z.object({ serviceCategory: namedRefSchema, vendors: z.array(rosterViewVendorSchema) });
export type RosterViewCategory = z.infer<typeof rosterViewCategorySchema>;
export const rosterViewPageSchema = pageOf(rosterViewCategorySchema);

/** GET vendors/rosterView: one entry per service category with a roster at the caller's locations (or the one location given). */
export const rosterViewQuerySchema = pageQuerySchema.extend({
  locationId: z.guid('locationId must be a location id').optional(),
  serviceCategoryId: z.guid('serviceCategoryId must be a service category id').optional(),
});
export type RosterViewQuery = z.input<typeof rosterViewQuerySchema>;

export const eightySixedVendorSchema = z.object({
  vendor: vendorSummarySchema,
  serviceCategories: z.array(namedRefSchema),
  customer: namedRefSchema,
  reason: z.string(),
  eightySixedBy: namedRefSchema.nullable(),
  eightySixedAt: isoTimestamp,
});
export type EightySixedVendor = z.infer<typeof eightySixedVendorSchema>;
export const eightySixedVendorPageSchema = pageOf(eightySixedVendorSchema);
/** GET vendors/eightySixVendors: newest first. */
export const eightySixQuerySchema = pageQuerySchema.extend({ customerId: z.guid('customerId must be a customer id').optional() });

/** POST vendors/eightySixVendors: the customer (named, else the current one) drops the vendor for good, saying why. */
export const eightySixCreateSchema = z
  .object({
    vendorId: z.guid('vendorId must be a vendor id'),
    reason: z.string('reason must be text').trim().min(1, 'reason: say why the vendor is dropped').max(1000, 'reason must be at most 1000 characters'),
    customerId: z.guid('customerId must be a customer id').optional(),
  })
  .strict();
export type EightySixCreate = z.input<typeof eightySixCreateSchema>;
/** DELETE vendors/eightySixVendors/{vendorId}: the customer takes the vendor back. */
export const eightySixCustomerQuerySchema = z.object({ customerId: z.guid('customerId must be a customer id').optional() });
export const eightySixTakeBackSchema = z.object({ vendorId: z.string(), customerId: z.string(), takenBack: z.boolean() });
export type EightySixTakeBack = z.infer<typeof eightySixTakeBackSchema>;

/** GET vendors/allPossibleVendorsForRequest: every vendor that may take the request, best first. */
export const possibleVendorsQuerySchema = pageQuerySchema.extend({
  requestId: z.guid('requestId must be a request id'),
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
});
export const POSSIBLE_VENDOR_REASONS = ['assetRoster', 'categoryRoster', 'locationNetwork', 'servesCategory'] as const;
export const possibleVendorSchema = z.object({
  vendor: vendorSummarySchema,
  /** Why it is possible: the asset's roster, the category's roster at the location, the location's network, or it works in the category. */
  reason: z.enum(POSSIBLE_VENDOR_REASONS),
  /** Roster position for roster reasons, else 0. */
  position: z.number().int(),
  isAssigned: z.boolean(),
});
export type PossibleVendor = z.infer<typeof possibleVendorSchema>;
export const possibleVendorPageSchema = pageOf(possibleVendorSchema);

export const adminVendorSchema = vendorSummarySchema.extend({
  userCount: z.number().int(),
  customerCount: z.number().int(),
  createdAt: isoTimestamp,
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
export const adminVendorPageSchema = pageOf(adminVendorSchema);
export const vendorAdminSearchQuerySchema = pageQuerySchema.extend({
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
  isInternalTechnicianVendor: z
    .enum(['true', 'false'], 'isInternalTechnicianVendor must be true or false')
    .transform((v) => v === 'true')
    .optional(),
});

/** GET vendors/fullSearch: the directory by name, email or phone, what the vendor does and where it works. */
export const vendorFullSearchQuerySchema = pageQuerySchema.extend({
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
  serviceCategoryId: z.guid('serviceCategoryId must be a service category id').optional(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, 'state must be a two-letter state code, such as CA')
    .optional(),
  postalCode: z
    .string()
    .regex(/^\d{5}$/, 'postalCode must be a five-digit postal code')
    .optional(),
});
export type VendorFullSearchQuery = z.input<typeof vendorFullSearchQuerySchema>;

export const requestVendorSchema = namedRefSchema.extend({ requestCount: z.number().int() });
export type RequestVendor = z.infer<typeof requestVendorSchema>;
export const requestVendorPageSchema = pageOf(requestVendorSchema);

export const vendorCustomerSchema = namedRefSchema.extend({
  status: z.enum(CUSTOMER_STATUSES),
  /** The customer's locations with the vendor in their network. */
  locationCount: z.number().int(),
});
export type VendorCustomer = z.infer<typeof vendorCustomerSchema>;
export const vendorCustomerPageSchema = pageOf(vendorCustomerSchema);
