import { z } from 'zod';
import { emailSchema, phoneSchema } from '../users/users-api';
import { personCreatedSchema } from '../users/invitations-api';
import { CUSTOMER_STATUSES, customerSchema } from './customer';

/** The first Company Leader of a new customer: invited to sign in by email, else by text. */
export const firstLeaderSchema = z
  .object({
    name: z.string().trim().min(1, 'firstLeader.name must not be empty').max(200),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
  })
  .strict()
  .refine((leader) => leader.email || leader.phone, 'firstLeader: give an email or a phone number to send the invitation to');

/**
 * POST customers (administrators): a new customer, with its commercial terms and, when given, its
 * first Company Leader, added with every location and sent an invitation.
 */
export const customerCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'name must not be empty').max(200),
    status: z.enum(CUSTOMER_STATUSES, `status must be one of ${CUSTOMER_STATUSES.join(', ')}`).default('Onboarding'),
    isSelfService: z.boolean().default(false),
    selfServiceIncludesFullPm: z.boolean().default(false),
    enterprise: z.boolean().default(false),
    canAccessInvoiceReporting: z.boolean().default(false),
    canAccessInsightsReporting: z.boolean().default(false),
    accountManagerUserId: z.guid('accountManagerUserId must be an id').nullable().optional(),
    firstLeader: firstLeaderSchema.optional(),
  })
  .strict();
export type CustomerCreate = z.input<typeof customerCreateSchema>;

export const customerCreatedSchema = customerSchema.extend({ firstLeader: personCreatedSchema.nullable() });
export type CustomerCreated = z.infer<typeof customerCreatedSchema>;

export const CUSTOMER_CREATE_MESSAGES = {
  nameTaken: 'A customer with this name already exists.',
} as const;
