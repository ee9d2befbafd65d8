import { z } from 'zod';
import { namedRefSchema, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

export const CUSTOMER_STATUSES = ['Live', 'Prospect', 'Onboarding', 'Churned'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The customer and brand-owner calls of docs/product/README.md#api (under API_PREFIX). `:id` is a customer id. */
export const CUSTOMER_PATHS = {
  /** GET → Customer: the selected customer, else the user's only one (409 while undecided). */
  self: '/customers/self',
  /** POST customerCreateSchema (customer-create.ts) → 201 CustomerCreated (administrators only). */
  create: '/customers',
  /** PATCH customerPatchSchema (customer-patch.ts) → Customer. A Company Leader may change the name and the location groups. */
  one: '/customers/:id',
  /** GET customerSearchQuerySchema → Page<Customer> (administrators only). */
  adminSearch: '/customers/admin/search',
  /** GET → NamedRef: the selected brand owner, else the user's only one. */
  brandOwnerSelf: '/brand-owner/self',
} as const;

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
  accountManager: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  locationGroups: z.array(namedRefSchema),
  partnership: z.object({ product: z.string() }).nullable(),
  canAccessInvoiceReporting: z.boolean(),
  canAccessInsightsReporting: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = pageOf(customerSchema);
