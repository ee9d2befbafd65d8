import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { UserInfo } from '../../../domain/users/user-info';
import { highestRoleRank, isBrandOwnerUser, isInternalTechnician, isVendorOnlyUser } from '../../../domain/permissions/role-rank';
import type { Queryable } from '../../db/client';
import { userIdentities } from '../../db/schema/identities';
import { brandOwners, customers, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import type { Actor } from '../../plugins/actor';
import { membershipRoles } from '../permissions/memberships.service';

/** docs/product/roles-and-permissions.md: the chat-support widget verifies who the user is by this HMAC of their id. */
export function chatSupportHash(secret: string | undefined, userId: string): string | null {
  return secret ? createHmac('sha256', secret).update(userId).digest('hex') : null;
}

/** docs/product/sessions-and-tenancy.md user info of the acting user, plus the session facts the client's guards need. */
export async function userInfo(db: Queryable, actor: Actor, chatSecret: string | undefined): Promise<UserInfo> {
  const { user, memberships } = actor;
  const roles = membershipRoles(memberships);
  const customerIds = memberships.customers.map((c) => c.customerId);
  const brandOwnerIds = memberships.brandOwners.map((b) => b.brandOwnerId);
  const vendorIds = memberships.vendors.map((v) => v.vendorId);
  const customerRows = customerIds.length
    ? await db
        .select({ id: customers.id, name: customers.name, status: customers.status, isSelfService: customers.isSelfService })
        .from(customers)
        .where(inArray(customers.id, customerIds))
    : [];
  const brandOwnerRows = brandOwnerIds.length
    ? await db.select({ id: brandOwners.id, name: brandOwners.name }).from(brandOwners).where(inArray(brandOwners.id, brandOwnerIds))
    : [];
  const vendorRows = vendorIds.length ? await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)) : [];
  const identityRows = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, linkedAt: userIdentities.linkedAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, user.id));
  const [ooo] = await db.select({ oooStartDate: users.oooStartDate, oooEndDate: users.oooEndDate }).from(users).where(eq(users.id, user.id));
  const customerSettings = memberships.customers.map((m) => ({
    customerId: m.customerId,
    customer: customerRows.find((c) => c.id === m.customerId)!,
    role: m.role,
    allLocations: m.allLocations,
    locationIds: m.allLocations ? [] : [...m.locationIds],
  }));
  const vendorSettings = memberships.vendors.map((v) => ({ id: v.vendorId, name: vendorRows.find((r) => r.id === v.vendorId)!.name, role: v.role }));

  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    oooStartDate: ooo?.oooStartDate ?? null,
    oooEndDate: ooo?.oooEndDate ?? null,
    sspRoles: [...new Set(roles)].map((sspRole) => ({ sspRole })),
    highestRoleRank: highestRoleRank(roles),
    customerSettings,
    brandOwnerSettings: memberships.brandOwners.map((b) => ({
      brandOwnerId: b.brandOwnerId,
      brandOwner: brandOwnerRows.find((r) => r.id === b.brandOwnerId)!,
      role: b.role,
    })),
    vendors: vendorSettings,
    identities: Object.fromEntries(identityRows.map((i) => [i.provider, { identityProvider: i.provider, email: i.email, linkedAt: i.linkedAt.toISOString() }])),
    isBohUser: user.isBohUser,
    chatSupportHash: chatSupportHash(chatSecret, user.id),
    isAdmin: user.isAdmin,
    isInternalStaff: user.isInternalStaff,
    isBrandOwnerUser: isBrandOwnerUser(roles),
    isInternalTechnician: isInternalTechnician(roles),
    isVendorOnly: isVendorOnlyUser({ customerSettings, vendors: vendorSettings }),
    mode: actor.mode,
    selectedCustomerId: actor.selectedCustomerId,
    selectedBrandOwnerId: actor.selectedBrandOwnerId,
    impersonation: actor.impersonating ? { realUser: { id: actor.realUser.id, name: actor.realUser.name, email: actor.realUser.email } } : null,
  };
}
