import type { RoleDefinition, RoleName } from '../tenancy/roles';
import type { RolesMap } from './permissions-api';

export interface RoleOption {
  role: RoleName;
  rank: number;
  userTypes: RoleDefinition['userTypes'];
  disabled: boolean;
}

/**
 * docs/product/roles-and-permissions.md for a role picker: a person-type role is disabled when it is more powerful than the
 * caller's own or not customer-assignable; a vendor-type role only when it is more powerful.
 * Administrators may assign every role. `callerRank` null (no roles) disables everything.
 */
export function isRoleAssignable(
  role: Pick<RoleDefinition, 'rank' | 'userTypes' | 'isAssignableByCustomer'>,
  caller: { rank: number | null; isAdmin: boolean },
): boolean {
  if (caller.isAdmin) return true;
  if (caller.rank === null) return false;
  if (role.rank < caller.rank) return false;
  if (role.userTypes.includes('person') && !role.isAssignableByCustomer) return false;
  return true;
}

/**
 * Whether the caller may change the role of someone who holds `held`: taking a role away needs the
 * same right as giving it, so a role customers may not assign stays with administrators.
 */
export function isHeldRoleChangeable(
  held: Pick<RoleDefinition, 'rank' | 'userTypes' | 'isAssignableByCustomer'>,
  caller: { rank: number | null; isAdmin: boolean },
): boolean {
  return isRoleAssignable(held, caller);
}

/** The role picker's options from the server's roles map (GET permissions/roles), in its order. */
export function roleOptions(caller: { rank: number | null; isAdmin: boolean }, roles: RolesMap): RoleOption[] {
  return Object.entries(roles).map(([name, r]) => ({ role: name as RoleName, rank: r.rank, userTypes: r.userTypes, disabled: !isRoleAssignable(r, caller) }));
}
