import { describe, expect, it } from 'vitest';
import {
  highestRoleRank,
  isBrandOwnerUser,
  isGeneralManagerOrAbove,
  isInternalTechnician,
  isLevelTwoOrUp,
  isVendorOnlyUser,
  roleRank,
} from '@domain/permissions/role-rank';

describe('role ranks', () => {
  it('reads the rank of each role from the roles map', () => {
    expect(roleRank('Company Leader')).toBe(1);
    expect(roleRank('Location Staff')).toBe(5);
    expect(roleRank('Other')).toBe(6);
  });

  it('takes the most powerful (lowest) rank of the user, null without roles', () => {
    expect(highestRoleRank(['Location Staff', 'Area Leader'])).toBe(3);
    expect(highestRoleRank(['Vendor Technician'])).toBe(4);
    expect(highestRoleRank([])).toBeNull();
  });

  it('level two or up means rank 2 or lower', () => {
    expect(isLevelTwoOrUp(1)).toBe(true);
    expect(isLevelTwoOrUp(2)).toBe(true);
    expect(isLevelTwoOrUp(3)).toBe(false);
    expect(isLevelTwoOrUp(null)).toBe(false);
  });

  it('general manager and above means rank 4 or lower', () => {
    expect(isGeneralManagerOrAbove(4)).toBe(true);
    expect(isGeneralManagerOrAbove(5)).toBe(false);
    expect(isGeneralManagerOrAbove(null)).toBe(false);
  });

  it('recognises brand-owner users and internal technicians by role', () => {
    expect(isBrandOwnerUser(['Brand Analyst'])).toBe(true);
    expect(isBrandOwnerUser(['Company Leader', 'Brand Facilities Manager'])).toBe(true);
    expect(isBrandOwnerUser(['Company Leader'])).toBe(false);
    expect(isInternalTechnician(['Technician'])).toBe(true);
    expect(isInternalTechnician(['Technician Leader'])).toBe(true);
    expect(isInternalTechnician(['Vendor Technician'])).toBe(false);
  });

  it('a vendor-only user has no customer setting and at least one vendor', () => {
    expect(isVendorOnlyUser({ customerSettings: [], vendors: [{ id: 'v' }] })).toBe(true);
    expect(isVendorOnlyUser({ customerSettings: [{ customerId: 'c' }], vendors: [{ id: 'v' }] })).toBe(false);
    expect(isVendorOnlyUser({ customerSettings: [], vendors: [] })).toBe(false);
  });
});
