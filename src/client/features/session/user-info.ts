import { z } from 'zod';
import { ROLE_NAMES } from '../../../domain/tenancy/roles';
import { CUSTOMER_STATUSES } from '../../../domain/tenancy/customer';
import { LOGIN_PROVIDERS } from '../../../domain/auth/login-providers';

const role = z.enum(ROLE_NAMES);

/**
 * GET user-profiles/self (SPEC §3 user info) as the client reads it: the acting user (the
 * impersonated one while an administrator impersonates), their memberships and the session facts
 * the guards need. Fields the client does not use are let through unchecked.
 */
export const userInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  sspRoles: z.array(z.object({ sspRole: role })).default([]),
  highestRoleRank: z.number().nullable().default(null),
  customerSettings: z
    .array(
      z.object({
        customerId: z.string(),
        customer: z.object({ id: z.string(), name: z.string(), status: z.enum(CUSTOMER_STATUSES), isSelfService: z.boolean() }),
        role,
        allLocations: z.boolean().default(false),
        locationIds: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  brandOwnerSettings: z.array(z.object({ brandOwnerId: z.string(), brandOwner: z.object({ id: z.string(), name: z.string() }), role })).default([]),
  vendors: z.array(z.object({ id: z.string(), name: z.string().optional(), role: role.optional() })).default([]),
  identities: z.partialRecord(z.enum(LOGIN_PROVIDERS), z.object({ identityProvider: z.string(), email: z.string().nullable().optional() })).default({}),
  isBohUser: z.boolean().default(false),
  /** The chat-support widget's proof of the user's id (SPEC §3); null when the server has no secret. */
  chatSupportHash: z.string().nullable().default(null),
  isAdmin: z.boolean().default(false),
  isInternalStaff: z.boolean().default(false),
  isVendorOnly: z.boolean().default(false),
  mode: z.enum(['customer', 'brandOwner']).default('customer'),
  selectedCustomerId: z.string().nullable().default(null),
  selectedBrandOwnerId: z.string().nullable().default(null),
  impersonation: z
    .object({ realUser: z.object({ id: z.string(), name: z.string(), email: z.string().nullable().optional() }) })
    .nullable()
    .default(null),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const roleNamesOf = (user: UserInfo) => user.sspRoles.map((r) => r.sspRole);

/** The signed-in administrator may use the admin tools, also while impersonating someone. */
export const isRealUserAdmin = (user: UserInfo) => user.isAdmin || user.impersonation !== null;
