import { ROLES, type RoleDefinition, type RoleName } from '../tenancy/roles';

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
export function isRoleAssignable(role: RoleDefinition, caller: { rank: number | null; isAdmin: boolean }): boolean {
  if (caller.isAdmin) return true;
  if (caller.rank === null) return false;
  if (role.rank < caller.rank) return false;
  if (role.userTypes.includes('person') && !role.isAssignableByCustomer) return false;
  return true;
}

export function roleOptions(caller: { rank: number | null; isAdmin: boolean }, roles: readonly RoleDefinition[] = ROLES): RoleOption[] {
  return roles.map((r) => ({ role: r.name, rank: r.rank, userTypes: r.userTypes, disabled: !isRoleAssignable(r, caller) }));
}
