import { describe, expect, it } from 'vitest';
import { isHeldRoleChangeable, isRoleAssignable, roleOptions } from '@domain/permissions/assignable-roles';
import type { RolesMap } from '@domain/permissions/permissions-api';
import { roleDefinition, ROLES, type RoleName } from '@domain/tenancy/roles';

/** The roles map as GET permissions/roles answers it. */
const SERVER_ROLES = Object.fromEntries(ROLES.map(({ name, ...role }) => [name, role])) as RolesMap;

const enabled = (caller: { rank: number | null; isAdmin: boolean }, roles: RolesMap = SERVER_ROLES) =>
  roleOptions(caller, roles)
    .filter((o) => !o.disabled)
    .map((o) => o.role)
    .sort();

const def = (name: RoleName) => roleDefinition(name)!;

describe('assignable roles (docs/product/roles-and-permissions.md)', () => {
  it('an Area Leader (rank 3) may assign customer-assignable person roles of rank 3 or weaker', () => {
    expect(enabled({ rank: 3, isAdmin: false })).toEqual(
      ['Area Leader', 'Billing', 'District Manager', 'Location Leader', 'Location Staff', 'Other', 'Vendor Technician'].sort(),
    );
  });

  it('disables person roles that are not customer-assignable even when weaker', () => {
    expect(isRoleAssignable(def('Technician'), { rank: 1, isAdmin: false })).toBe(false);
    expect(isRoleAssignable(def('Brand Analyst'), { rank: 1, isAdmin: false })).toBe(false);
  });

  it('vendor roles are disabled only when more powerful than the caller', () => {
    expect(isRoleAssignable(def('Dispatcher'), { rank: 2, isAdmin: false })).toBe(true);
    expect(isRoleAssignable(def('Dispatcher'), { rank: 3, isAdmin: false })).toBe(false);
  });

  it('a Company Leader may assign every customer-assignable role', () => {
    const roles = enabled({ rank: 1, isAdmin: false });
    expect(roles).toContain('Company Leader');
    expect(roles).toContain('Finance');
    expect(roles).not.toContain('Technician Leader');
  });

  it('administrators may assign anything; a user without roles nothing', () => {
    expect(roleOptions({ rank: null, isAdmin: true }, SERVER_ROLES).every((o) => !o.disabled)).toBe(true);
    expect(roleOptions({ rank: null, isAdmin: false }, SERVER_ROLES).every((o) => o.disabled)).toBe(true);
  });

  it("decides by the ranks of the server's answer, in its order", () => {
    const financeMadeWeaker = { ...SERVER_ROLES, Finance: { ...SERVER_ROLES.Finance, rank: 9 } };
    expect(enabled({ rank: 3, isAdmin: false }, financeMadeWeaker)).toContain('Finance');
    expect(enabled({ rank: 3, isAdmin: false })).not.toContain('Finance');
    expect(roleOptions({ rank: 1, isAdmin: false }, SERVER_ROLES).map((o) => o.role)).toEqual(ROLES.map((r) => r.name));
  });
});

describe('changing a role someone holds (docs/product/roles-and-permissions.md)', () => {
  it('a role customers may not assign is not theirs to take away, however weak', () => {
    expect(isHeldRoleChangeable(def('Technician'), { rank: 1, isAdmin: false })).toBe(false);
    expect(isHeldRoleChangeable(def('Brand Analyst'), { rank: 1, isAdmin: false })).toBe(false);
    expect(isHeldRoleChangeable(def('Technician'), { rank: null, isAdmin: true })).toBe(true);
  });

  it('a customer-assignable role the caller could give may be changed', () => {
    expect(isHeldRoleChangeable(def('Location Staff'), { rank: 1, isAdmin: false })).toBe(true);
    expect(isHeldRoleChangeable(def('Finance'), { rank: 3, isAdmin: false })).toBe(false);
  });
});
