import { and, eq, ne } from 'drizzle-orm';
import type { CustomerMembershipContext } from '../../../domain/permissions/build-rules';
import type { RoleName } from '../../../domain/tenancy/roles';
import type { Queryable } from '../../db/client';
import { brandOwnerMemberships, brandOwners, customerMemberships, customers, locations, userLocations, vendorMemberships } from '../../db/schema/tenancy';

export interface UserMemberships {
  /** Churned customers are left out: they give no access (docs/product/requests.md). */
  customers: CustomerMembershipContext[];
  brandOwners: { brandOwnerId: string; role: RoleName }[];
  vendors: { vendorId: string; role: RoleName }[];
}

/** Everything a user belongs to, the input of their rules and tenant scope. */
export async function loadMemberships(db: Queryable, userId: string): Promise<UserMemberships> {
  const customerRows = await db
    .select({
      customerId: customerMemberships.customerId,
      role: customerMemberships.role,
      allLocations: customerMemberships.allLocations,
      status: customers.status,
      isSelfService: customers.isSelfService,
    })
    .from(customerMemberships)
    .innerJoin(customers, eq(customers.id, customerMemberships.customerId))
    .where(and(eq(customerMemberships.userId, userId), ne(customers.status, 'Churned')))
    .orderBy(customers.name);
  const locationRows = await db
    .select({ locationId: userLocations.locationId, customerId: locations.customerId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(eq(userLocations.userId, userId));
  const brandOwnerRows = await db
    .select({ brandOwnerId: brandOwnerMemberships.brandOwnerId, role: brandOwnerMemberships.role })
    .from(brandOwnerMemberships)
    .innerJoin(brandOwners, eq(brandOwners.id, brandOwnerMemberships.brandOwnerId))
    .where(eq(brandOwnerMemberships.userId, userId))
    .orderBy(brandOwners.name);
  const vendorRows = await db
    .select({ vendorId: vendorMemberships.vendorId, role: vendorMemberships.role })
    .from(vendorMemberships)
    .where(eq(vendorMemberships.userId, userId));

  return {
    customers: customerRows.map((c) => ({
      ...c,
      locationIds: locationRows.filter((l) => l.customerId === c.customerId).map((l) => l.locationId),
    })),
    brandOwners: brandOwnerRows,
    vendors: vendorRows,
  };
}

/** Every role the user holds, for rank and role-kind checks. */
export function membershipRoles(m: UserMemberships): RoleName[] {
  return [...m.customers.map((c) => c.role), ...m.brandOwners.map((b) => b.role), ...m.vendors.map((v) => v.role)];
}
