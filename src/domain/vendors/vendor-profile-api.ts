import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { ROLE_NAMES } from '../tenancy/roles';
import { vendorSummarySchema } from './vendor-api';

/**
 * The vendor profile (docs/product/vendors.md Vendor profile): company details, service area,
 * service categories (its trades), contacts and insurance. The vendor's own users with update
 * permission keep it (PATCH vendors/{id}); customer managers add vendors to the directory (POST
 * vendors) and keep the ones they added until the vendor's own Dispatcher signs in
 * (docs/product/vendors.md#directory-vendors).
 */

export const vendorContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type VendorContact = z.infer<typeof vendorContactSchema>;

export const vendorServiceAreaSchema = z.object({
  /** Two-letter state codes. */
  states: z.array(z.string()),
  /** Five-digit postal codes. */
  postalCodes: z.array(z.string()),
  /** Miles around the vendor's address; null when not given. */
  radiusMiles: z.number().int().nullable(),
});
export type VendorServiceArea = z.infer<typeof vendorServiceAreaSchema>;

export const vendorProfileSchema = vendorSummarySchema.extend({
  website: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  serviceArea: vendorServiceAreaSchema,
  serviceCategories: z.array(namedRefSchema),
  contacts: z.array(vendorContactSchema),
  /** The customer whose leader added it to the directory; null for the vendors the portal set up. */
  addedBy: namedRefSchema.nullable(),
  /** One of its own people keeps the profile (its Dispatcher signed in): the customer that added it no longer does. */
  selfManaged: z.boolean(),
  /** The caller may change the profile and invite its people (docs/product/vendors.md#directory-vendors). */
  canEdit: z.boolean(),
  updatedAt: isoTimestamp,
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;
export const vendorProfileWriteResultSchema = vendorProfileSchema.extend(opIdField);
export type VendorProfileWriteResult = z.infer<typeof vendorProfileWriteResultSchema>;

/** One of the caller's own vendors (GET /vendors/self), with the caller's role there. */
export const vendorSelfSchema = vendorProfileSchema.extend({ role: z.enum(ROLE_NAMES) });
export type VendorSelf = z.infer<typeof vendorSelfSchema>;
export const vendorSelfPageSchema = pageOf(vendorSelfSchema);

const text = (what: string, max: number) =>
  z.string(`${what} must be text`).trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`);
const phone = (what: string) =>
  z
    .string(`${what} must be text`)
    .trim()
    .regex(/^\+\d{10,15}$/, `${what} must be in international form, such as +14155550101`);
const email = (what: string) => z.email(`${what} must be an email address`).max(200, `${what} must be at most 200 characters`);
const unique = (items: readonly string[]) => new Set(items).size === items.length;

export const vendorContactInputSchema = z
  .object({
    name: text('contacts.name', 120),
    title: text('contacts.title', 120).nullable().optional(),
    email: email('contacts.email').nullable().optional(),
    phone: phone('contacts.phone').nullable().optional(),
  })
  .strict();
export type VendorContactInput = z.input<typeof vendorContactInputSchema>;

export const vendorServiceAreaInputSchema = z
  .object({
    states: z
      .array(
        z.string('serviceArea.states must hold state codes').regex(/^[A-Z]{2}$/, 'serviceArea.states must hold two-letter state codes, such as CA'),
        'serviceArea.states must be a list',
      )
      .max(60, 'serviceArea.states may hold at most 60 states')
      .refine(unique, 'serviceArea.states must not repeat a state'),
    postalCodes: z
      .array(
        z.string('serviceArea.postalCodes must hold postal codes').regex(/^\d{5}$/, 'serviceArea.postalCodes must hold five-digit postal codes'),
        'serviceArea.postalCodes must be a list',
      )
      .max(200, 'serviceArea.postalCodes may hold at most 200 postal codes')
      .refine(unique, 'serviceArea.postalCodes must not repeat a postal code'),
    radiusMiles: z
      .number('serviceArea.radiusMiles must be a number')
      .int('serviceArea.radiusMiles must be a whole number')
      .min(1, 'serviceArea.radiusMiles must be at least 1')
      .max(500, 'serviceArea.radiusMiles must be at most 500')
      .nullable(),
  })
  .strict();

const categoryIds = z
  .array(z.guid('serviceCategoryIds must hold service category ids'), 'serviceCategoryIds must be a list of service category ids')
  .max(30, 'serviceCategoryIds may hold at most 30 categories')
  .refine(unique, 'serviceCategoryIds must not repeat a category');

/** The profile's fields, as PATCH vendors/{id} changes them and POST vendors gives them. */
const profileFields = {
  name: text('name', 200),
  email: email('email').nullable(),
  phone: phone('phone').nullable(),
  website: z
    .url({ message: 'website must be a web address, such as https://example.com', protocol: /^https?$/ })
    .max(200, 'website must be at most 200 characters')
    .nullable(),
  description: text('description', 2000).nullable(),
  address: text('address', 200).nullable(),
  city: text('city', 100).nullable(),
  state: z
    .string('state must be text')
    .regex(/^[A-Z]{2}$/, 'state must be a two-letter state code, such as CA')
    .nullable(),
  postalCode: z
    .string('postalCode must be text')
    .regex(/^\d{5}$/, 'postalCode must be a five-digit postal code')
    .nullable(),
  serviceArea: vendorServiceAreaInputSchema,
  serviceCategoryIds: categoryIds,
  contacts: z.array(vendorContactInputSchema, 'contacts must be a list').max(20, 'contacts may hold at most 20 people'),
  insuranceExpiresOn: z.iso.date('insuranceExpiresOn must be a date (YYYY-MM-DD)').nullable(),
};

/** PATCH vendors/{id}: any of the fields; `contacts` and `serviceCategoryIds` replace the lists. */
export const vendorPatchSchema = z
  .object(profileFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type VendorPatch = z.input<typeof vendorPatchSchema>;

/** A roster the new vendor joins: last on the roster of one of its trades at one location. */
export const vendorRosterPlaceSchema = z
  .object({
    locationId: z.guid('rosters.locationId must be a location id'),
    serviceCategoryId: z.guid('rosters.serviceCategoryId must be a service category id'),
  })
  .strict();
export type VendorRosterPlace = z.infer<typeof vendorRosterPlaceSchema>;

/**
 * POST vendors: a new directory entry (the client's id; a replay answers the stored vendor) added by
 * a customer (named, else the current one), optionally joined to locations' networks (`locationIds`)
 * and put last on category rosters there (`rosters`, of the trades it works in).
 */
export const vendorCreateSchema = z
  .object({
    ...z.object(profileFields).partial().shape,
    id: z.guid('id must be an id'),
    name: profileFields.name,
    customerId: z.guid('customerId must be a customer id').optional(),
    locationIds: z
      .array(z.guid('locationIds must hold location ids'), 'locationIds must be a list of location ids')
      .max(200, 'locationIds may hold at most 200 locations')
      .refine(unique, 'locationIds must not repeat a location')
      .optional(),
    rosters: z
      .array(vendorRosterPlaceSchema, 'rosters must be a list of locations and categories')
      .max(50, 'rosters may hold at most 50 places')
      .refine((places) => unique(places.map((p) => `${p.locationId}/${p.serviceCategoryId}`)), 'rosters must not repeat a location and category')
      .optional(),
  })
  .strict()
  .refine((v) => (v.rosters ?? []).every((p) => (v.serviceCategoryIds ?? []).includes(p.serviceCategoryId)), {
    message: 'rosters may name only trades the vendor works in (serviceCategoryIds)',
    path: ['rosters'],
  });
export type VendorCreate = z.input<typeof vendorCreateSchema>;

/** GET vendors/addedVendors: the vendors a customer (named, else the current one) added to the directory, by name. */
export const addedVendorsQuerySchema = pageQuerySchema.extend({
  customerId: z.guid('customerId must be a customer id').optional(),
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
});
export type AddedVendorsQuery = z.input<typeof addedVendorsQuerySchema>;
export const vendorProfilePageSchema = pageOf(vendorProfileSchema);

/** What the directory's writes answer when they refuse (docs/product/vendors.md#directory-vendors). */
export const VENDOR_DIRECTORY_MESSAGES = {
  noCustomer: 'customerId: choose the customer that adds the vendor.',
  forbiddenCreate: 'You do not have permission to add vendors.',
  forbiddenEdit: 'You do not have permission to change this vendor.',
  selfManaged: (vendor: string) => `${vendor} keeps its own profile and people now that its dispatcher has signed in: ask them for the change.`,
  keptByVendor: (vendor: string) => `${vendor} is kept by its own people and administrators now: ask them for the change.`,
  nameTaken: (name: string) => `name: a vendor named ${name} is in the directory already; add it to your network instead.`,
} as const;
