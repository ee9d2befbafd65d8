import { z } from 'zod';
import { namedRefSchema, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

export const CUSTOMER_STATUSES = ['Live', 'Prospect', 'Onboarding', 'Churned'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The customer and brand-owner calls of docs/product/README.md#api (under API_PREFIX). `:id` is a customer id. */
export const CUSTOMER_PATHS = {
  /** GET → Customer: the selected customer, else the user's only one (409 while undecided). */
  self: '/customers/self',
  /** PATCH customerPatchSchema → Customer. A Company Leader may change the name only. */
  one: '/customers/:id',
  /** GET customerSearchQuerySchema → Page<CustomerSummary> (administrators only). */
  adminSearch: '/customers/admin/search',
  /** GET → NamedRef: the selected brand owner, else the user's only one. */
  brandOwnerSelf: '/brand-owner/self',
} as const;

export const customerPatchSchema = z
  .object({
    name: z.string().trim().min(1, 'name must not be empty').max(200),
    status: z.enum(CUSTOMER_STATUSES),
    isSelfService: z.boolean(),
    selfServiceIncludesFullPm: z.boolean(),
    enterprise: z.boolean(),
    partnershipProduct: z.string().trim().min(1).max(100).nullable(),
    canAccessInvoiceReporting: z.boolean(),
    canAccessInsightsReporting: z.boolean(),
  })
  .partial()
  .strict();
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

export const customerSearchQuerySchema = pageQuerySchema.extend({
  /** Name contains this text. */
  search: z.string().trim().max(200).optional(),
  /** Comma-separated statuses: `Live,Onboarding`. */
  status: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(CUSTOMER_STATUSES)))
    .optional(),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

/** The customer record of docs/product/sessions-and-tenancy.md. */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  isSelfService: z.boolean(),
  /** A self-service customer whose PM plans are full service. */
  selfServiceIncludesFullPm: z.boolean(),
  enterprise: z.boolean(),
  accountManager: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  locationGroups: z.array(namedRefSchema),
  partnership: z.object({ product: z.string() }).nullable(),
  canAccessInvoiceReporting: z.boolean(),
  canAccessInsightsReporting: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A customer as the administrators' search lists it: every field an administrator may change (customerPatchSchema). */
export const customerSummarySchema = customerSchema.omit({ accountManager: true, locationGroups: true });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerSummaryPageSchema = pageOf(customerSummarySchema);
