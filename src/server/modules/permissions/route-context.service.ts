import { highestRoleRank, isVendorOnlyUser } from '../../../domain/permissions/role-rank';
import type { RoutePermissionContext } from '../../../domain/permissions/route-permissions';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { currentCustomerId, getCustomer } from '../customers/customers.service';
import { membershipRoles } from './memberships.service';

/** The route permission facts of the caller (the dashboard and reporting modules check their routes with them too). */
export async function routeContext(db: Database, actor: Actor, pmInsightsCustomerIds: readonly string[]): Promise<RoutePermissionContext> {
  const roles = membershipRoles(actor.memberships);
  const customerId = currentCustomerId(actor);
  const customer = customerId ? await getCustomer(db, customerId) : null;
  return {
    highestRoleRank: highestRoleRank(roles),
    roles,
    brandOwnerMode: actor.mode === 'brandOwner',
    customer,
    isVendorOnly: isVendorOnlyUser({ customerSettings: actor.memberships.customers, vendors: actor.memberships.vendors }),
    ability: actor.ability,
    pmInsightsCustomerIds,
  };
}
