import { BRAND_OWNER_ROLES, INTERNAL_TECHNICIAN_ROLES, roleDefinition, type RoleName } from '../tenancy/roles';

/** docs/product/roles-and-permissions.md: lower rank is more power. Level two or up means rank 2 or lower. */
export const LEVEL_TWO_RANK = 2;
/** docs/product/roles-and-permissions.md: general manager and above means rank 4 or lower. */
export const GENERAL_MANAGER_RANK = 4;

export function roleRank(role: RoleName): number {
  // Every RoleName has a definition; the fallback only guards against a stale role list.
  return roleDefinition(role)?.rank ?? Number.POSITIVE_INFINITY;
}

/** The rank of the user's most powerful role, or null for a user with no roles. */
export function highestRoleRank(roles: readonly RoleName[]): number | null {
  if (roles.length === 0) return null;
  return Math.min(...roles.map(roleRank));
}

export function isLevelTwoOrUp(rank: number | null): boolean {
  return rank !== null && rank <= LEVEL_TWO_RANK;
}

export function isGeneralManagerOrAbove(rank: number | null): boolean {
  return rank !== null && rank <= GENERAL_MANAGER_RANK;
}

/** A user holding any brand-owner role (docs/product/roles-and-permissions.md); everyone else with roles is a customer user. */
export function isBrandOwnerUser(roles: readonly RoleName[]): boolean {
  return roles.some((r) => BRAND_OWNER_ROLES.includes(r));
}

export function isInternalTechnician(roles: readonly RoleName[]): boolean {
  return roles.some((r) => INTERNAL_TECHNICIAN_ROLES.includes(r));
}

/** docs/product/roles-and-permissions.md: no customer setting and at least one vendor. */
export function isVendorOnlyUser(user: { customerSettings: readonly unknown[]; vendors: readonly unknown[] }): boolean {
  return user.customerSettings.length === 0 && user.vendors.length > 0;
}

/** Roles whose work is on site: at the equipment, on a phone (docs/product/requests.md#request-page). */
const ON_SITE_ROLES: readonly RoleName[] = ['Location Staff', 'Vendor Technician', ...INTERNAL_TECHNICIAN_ROLES];

/** A user whose every role is on site: the request page puts the visit's work first and folds the office's parts. */
export function worksOnSite(roles: readonly RoleName[]): boolean {
  return roles.length > 0 && roles.every((r) => ON_SITE_ROLES.includes(r));
}
