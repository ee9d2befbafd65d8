import type { UserInfo } from '@domain/users/user-info';
import type { Session } from '@/session/session-store';

/**
 * Which location call the location list reads (docs/product/sessions-and-tenancy.md):
 * - `viewable`: the locations of the current selection (locations/viewableLocations), most users;
 * - `multiTenant`: every location of every customer the user belongs to, whatever is selected
 *   (locations/viewableMultiTenantUserLocations), when a user of several customers asks for it;
 * - `all`: internal staff's full list (locations/all), narrowed to the customer they work on. Their
 *   reach is every customer, so the viewable call would list every customer's locations.
 */
export type LocationSource = { call: 'viewable' } | { call: 'multiTenant' } | { call: 'all'; customerId: string | null };

type SourceUser = Pick<UserInfo, 'isInternalStaff' | 'customerSettings' | 'mode' | 'selectedCustomerId'>;

/**
 * Whether the user may switch the list to all their customers: a member of two or more whose
 * session is narrowed to one customer, or to brand-owner work. Without a selection the viewable
 * call lists all their customers already.
 */
export function offersAllMyCustomers(user: SourceUser): boolean {
  if (user.isInternalStaff) return false;
  const customers = new Set(user.customerSettings.map((c) => c.customerId));
  return customers.size > 1 && (user.mode === 'brandOwner' || user.selectedCustomerId !== null);
}

/** The call for the user, `allMine` when they chose all their customers; `currentCustomerId` is the session's current customer. */
export function locationSource(user: SourceUser, currentCustomerId: string | null, allMine: boolean): LocationSource {
  if (user.isInternalStaff) return { call: 'all', customerId: currentCustomerId };
  return allMine && offersAllMyCustomers(user) ? { call: 'multiTenant' } : { call: 'viewable' };
}

/** locationSource for the signed-in session. */
export const sessionLocationSource = (session: Session, allMine = false): LocationSource => locationSource(session.user, session.customer?.id ?? null, allMine);
