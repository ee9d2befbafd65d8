import { BRAND_OWNER_ROLES, type RoleName, roleDefinition } from '../tenancy/roles';
import type { Action, AppRule, SubjectName } from './ability';
import { buildRules, type RuleContext } from './build-rules';

export interface Capability {
  action: Action;
  subject: SubjectName | 'all';
}

const wrap = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * What a role may do, for the permission configs (docs/product/roles-and-permissions.md): the rules of a sample user holding only
 * that role (on every location of a live, full-service customer; or at a brand owner or vendor for
 * those roles), without their tenant conditions.
 */
export function roleCapabilities(role: RoleName): Capability[] {
  const sample: RuleContext = { userId: 'sample', isAdmin: false, isInternalStaff: false, customers: [], brandOwners: [], vendors: [] };
  const isVendorRole = roleDefinition(role)?.userTypes.every((t) => t === 'vendor') ?? false;
  const context: RuleContext = BRAND_OWNER_ROLES.includes(role)
    ? { ...sample, brandOwners: [{ brandOwnerId: 'sample', role }] }
    : isVendorRole
      ? { ...sample, vendors: [{ vendorId: 'sample', role }] }
      : { ...sample, customers: [{ customerId: 'sample', status: 'Live', isSelfService: false, role, allLocations: true, locationIds: [] }] };
  const seen = new Map<string, Capability>();
  for (const rule of buildRules(context) as AppRule[]) {
    for (const action of wrap(rule.action)) {
      for (const subject of wrap(rule.subject)) {
        if (typeof subject === 'string') seen.set(`${action} ${subject}`, { action, subject: subject as SubjectName | 'all' });
      }
    }
  }
  return [...seen.values()];
}
