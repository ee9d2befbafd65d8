import { z } from 'zod';
import { namedRefSchema } from '../api/contract';
import { LOGIN_PROVIDERS, linkedIdentitySchema } from '../auth/login-providers';
import { customerSchema } from '../tenancy/customer';
import { ROLE_NAMES } from '../tenancy/roles';
import { personSchema } from './users-api';

const role = z.enum(ROLE_NAMES);

/** Whose data the session works on: a customer's (the default) or a brand owner's (docs/product/sessions-and-tenancy.md). */
export const USER_MODES = ['customer', 'brandOwner'] as const;
export type UserMode = (typeof USER_MODES)[number];

/**
 * Answer of USER_PATHS.self (docs/product/sessions-and-tenancy.md user info): the acting user (the impersonated one while an
 * administrator impersonates), their memberships and the session facts the route guards need.
 * The server always sends every field; the defaults only let the client read a partial answer
 * (they do not apply when the server encodes its answer).
 */
export const userInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  oooStartDate: personSchema.shape.oooStartDate.default(null),
  oooEndDate: personSchema.shape.oooEndDate.default(null),
  sspRoles: z.array(z.object({ sspRole: role })).default([]),
  /** The most powerful rank among the roles (lower is more powerful); null without a role. */
  highestRoleRank: z.number().nullable().default(null),
  customerSettings: z
    .array(
      z.object({
        customerId: z.string(),
        customer: customerSchema.pick({ id: true, name: true, status: true, isSelfService: true }),
        role,
        allLocations: z.boolean().default(false),
        /** Empty with allLocations. */
        locationIds: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  brandOwnerSettings: z.array(z.object({ brandOwnerId: z.string(), brandOwner: namedRefSchema, role })).default([]),
  vendors: z.array(namedRefSchema.extend({ role })).default([]),
  /** The linked sign-in accounts, by provider. */
  identities: z
    .partialRecord(z.enum(LOGIN_PROVIDERS), linkedIdentitySchema.omit({ provider: true }).extend({ identityProvider: z.enum(LOGIN_PROVIDERS) }))
    .default({}),
  isBohUser: z.boolean().default(false),
  /** The chat-support widget's proof of the user's id (docs/product/sessions-and-tenancy.md); null when the server has no secret. */
  chatSupportHash: z.string().nullable().default(null),
  isAdmin: z.boolean().default(false),
  isInternalStaff: z.boolean().default(false),
  isBrandOwnerUser: z.boolean().default(false),
  isInternalTechnician: z.boolean().default(false),
  /** Belongs to vendors only, to no customer. */
  isVendorOnly: z.boolean().default(false),
  mode: z.enum(USER_MODES).default('customer'),
  selectedCustomerId: z.string().nullable().default(null),
  selectedBrandOwnerId: z.string().nullable().default(null),
  /** Set while an administrator impersonates the user: who they really are. */
  impersonation: z
    .object({ realUser: namedRefSchema.extend({ email: z.string().nullable().default(null) }) })
    .nullable()
    .default(null),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
