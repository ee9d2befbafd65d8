import { inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { CustomerMembershipContext } from '../../domain/permissions/build-rules';

/**
 * What the acting user may reach ("in scope", docs/product/roles-and-permissions.md#rules), in the
 * shape SQL needs: every query is scoped by it. `all` for administrators and internal staff.
 */
export interface TenantScope {
  all: boolean;
  /** Every customer the caller reaches at all (any of its locations). */
  customerIds: readonly string[];
  /** Customers whose every location the caller sees. */
  fullCustomerIds: readonly string[];
  /** Assigned locations in the other customers. */
  locationIds: readonly string[];
  brandOwnerIds: readonly string[];
  /** Vendors the caller works for: requests dispatched to them are visible. */
  vendorIds: readonly string[];
}

export function scopeFromMemberships(input: {
  customers: readonly CustomerMembershipContext[];
  brandOwnerIds: readonly string[];
  vendorIds: readonly string[];
}): TenantScope {
  return {
    all: false,
    customerIds: input.customers.map((c) => c.customerId),
    fullCustomerIds: input.customers.filter((c) => c.allLocations).map((c) => c.customerId),
    locationIds: input.customers.filter((c) => !c.allLocations).flatMap((c) => c.locationIds),
    brandOwnerIds: input.brandOwnerIds,
    vendorIds: input.vendorIds,
  };
}

export const UNRESTRICTED_SCOPE: TenantScope = { all: true, customerIds: [], fullCustomerIds: [], locationIds: [], brandOwnerIds: [], vendorIds: [] };

/** The columns of a table (or join) that tie a row to a tenant; give those the row has. */
export interface ScopeColumns {
  customerId?: Column;
  /** With customerId: location-level visibility. */
  locationId?: Column;
  /** The brand that made the equipment (assets, or requests joined to their asset). */
  brandOwnerId?: Column;
  /** The vendor a request is dispatched to. */
  vendorId?: Column;
}

const anyOf = (column: Column, ids: readonly string[]): SQL | undefined => (ids.length ? inArray(column, [...ids]) : undefined);

/**
 * The one call a service needs: a WHERE condition that keeps only rows the caller may see.
 * Rows match through their location (or customer, for rows without a location), their brand
 * owner, or their vendor.
 */
export function visibleTo(scope: TenantScope, columns: ScopeColumns): SQL {
  if (scope.all) return sql`true`;
  const parts: (SQL | undefined)[] = [];
  if (columns.customerId && columns.locationId) {
    parts.push(anyOf(columns.customerId, scope.fullCustomerIds), anyOf(columns.locationId, scope.locationIds));
  } else if (columns.customerId) {
    parts.push(anyOf(columns.customerId, scope.customerIds));
  }
  if (columns.brandOwnerId) parts.push(anyOf(columns.brandOwnerId, scope.brandOwnerIds));
  if (columns.vendorId) parts.push(anyOf(columns.vendorId, scope.vendorIds));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? or(...present)! : sql`false`;
}

/** The location-level check for one row already loaded. */
export function canSeeLocation(scope: TenantScope, row: { customerId: string; locationId: string }): boolean {
  return scope.all || scope.fullCustomerIds.includes(row.customerId) || scope.locationIds.includes(row.locationId);
}

export function canSeeCustomer(scope: TenantScope, customerId: string): boolean {
  return scope.all || scope.customerIds.includes(customerId);
}
