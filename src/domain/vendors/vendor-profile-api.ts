import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { ROLE_NAMES } from '../tenancy/roles';
import { vendorSummarySchema } from './vendor-api';

/**
 * The vendor profile (docs/product/vendors.md Vendor profile): company details, service area,
 * service categories and contacts. The vendor's own users with update permission keep it
 * (PATCH vendors/{id}); customer managers add vendors to the directory (POST vendors).
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
  /** The caller may change the profile (update permission on this vendor). */
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

/** PATCH vendors/{id}: any of the fields; `contacts` and `serviceCategoryIds` replace the lists. */
export const vendorPatchSchema = z
  .object({
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
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type VendorPatch = z.input<typeof vendorPatchSchema>;

/** POST vendors: a new directory entry (the client's id; a replay answers the stored vendor), optionally joined to locations' networks. */
export const vendorCreateSchema = z
  .object({
    id: z.guid('id must be an id'),
    name: text('name', 200),
    email: email('email').optional(),
    phone: phone('phone').optional(),
    serviceCategoryIds: categoryIds.optional(),
    locationIds: z
      .array(z.guid('locationIds must hold location ids'), 'locationIds must be a list of location ids')
      .max(200, 'locationIds may hold at most 200 locations')
      .refine(unique, 'locationIds must not repeat a location')
      .optional(),
  })
  .strict();
export type VendorCreate = z.input<typeof vendorCreateSchema>;
