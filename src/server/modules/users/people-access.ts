import { subject } from '@casl/ability';
import { isHeldRoleChangeable, isRoleAssignable } from '../../../domain/permissions/assignable-roles';
import { roleRank } from '../../../domain/permissions/role-rank';
import { PERSON_CHANGE_REFUSALS, personChangeRefusal, type PeopleManager, type PersonPlacement } from '../../../domain/permissions/people-rights';
import { roleDefinition, type RoleName } from '../../../domain/tenancy/roles';
import type { Queryable } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { canSeeLocation } from '../../db/tenant-scope';
import { currentCustomerId } from '../customers/customers.service';
import { sharedCustomerIds } from './people.service';
import type { Placement } from './people-changes.service';

/** The caller as a role picker sees them at one customer (docs/product/roles-and-permissions.md). */
function callerAt(actor: Actor, customerId: string): { rank: number | null; isAdmin: boolean } {
  const membership = actor.memberships.customers.find((c) => c.customerId === customerId);
  return { rank: membership ? roleRank(membership.role) : null, isAdmin: actor.user.isAdmin };
}

export function assertMayManagePeople(actor: Actor, action: 'create' | 'update' | 'delete', customerId: string): void {
  if (!actor.ability.can(action, subject('User', { customerId }))) throw forbidden('You do not have permission to manage people of this customer.');
}

/** docs/product/roles-and-permissions.md assignable roles, judged by the caller's own role at that customer. */
export function assertMayAssignRole(actor: Actor, customerId: string, role: RoleName): void {
  if (!isRoleAssignable(roleDefinition(role)!, callerAt(actor, customerId))) throw forbidden(`You may not assign the role ${role}.`);
}

/** A role customers may not assign is taken away by administrators only (docs/product/roles-and-permissions.md). */
export function assertMayChangeRoleOf(actor: Actor, customerId: string, held: RoleName): void {
  if (!isHeldRoleChangeable(roleDefinition(held)!, callerAt(actor, customerId))) throw forbidden(PERSON_CHANGE_REFUSALS.heldRole);
}

/** Nobody gives access to locations beyond their own. */
export function assertLocationsInReach(actor: Actor, placement: Placement): void {
  const beyondReach = placement.allLocations
    ? !actor.scope.all && !actor.scope.fullCustomerIds.includes(placement.customerId)
    : placement.locationIds.some((id) => !canSeeLocation(actor.scope, { customerId: placement.customerId, locationId: id }));
  if (beyondReach) throw forbidden('You may only give access to locations you can see yourself.');
}

/** The caller as the people rules see them at one customer. */
function managerAt(actor: Actor, customerId: string): PeopleManager {
  const membership = actor.memberships.customers.find((c) => c.customerId === customerId);
  return {
    isAdmin: actor.user.isAdmin,
    rank: membership ? roleRank(membership.role) : null,
    allLocations: membership?.allLocations ?? false,
    locationIds: membership?.locationIds ?? [],
  };
}

/** Editing, archiving and restoring a person: only someone less powerful, all of whose locations are the caller's. */
export function assertMayChangePerson(actor: Actor, customerId: string, person: PersonPlacement): void {
  const refusal = personChangeRefusal(managerAt(actor, customerId), person, roleRank);
  if (refusal) throw forbidden(PERSON_CHANGE_REFUSALS[refusal]);
}

/**
 * The customer through which the caller acts on a person: the one asked for, else the current
 * customer, else the only one they share. A person the caller cannot reach is not found (no
 * cross-tenant access by id).
 */
export async function targetCustomerId(db: Queryable, actor: Actor, userId: string, requested: string | undefined): Promise<string> {
  const shared = await sharedCustomerIds(db, actor.scope, userId);
  if (!shared.length) throw notFound('User');
  if (requested) {
    if (!shared.includes(requested)) throw notFound('User');
    return requested;
  }
  const current = currentCustomerId(actor);
  if (current && shared.includes(current)) return current;
  if (shared.length === 1) return shared[0]!;
  throw badRequest('customerId: the person belongs to several of your customers; name one.');
}
