import type { RoleName } from '../tenancy/roles';

/** The caller at one customer, as the people rules see them. */
export interface PeopleManager {
  isAdmin: boolean;
  /** The caller's rank at the customer; null with no role there. */
  rank: number | null;
  allLocations: boolean;
  locationIds: readonly string[];
}

/** A person's place at the same customer. */
export interface PersonPlacement {
  role: RoleName;
  allLocations: boolean;
  locationIds: readonly string[];
}

export const PERSON_CHANGE_REFUSALS = {
  rank: 'You may only change people whose role is less powerful than yours.',
  locations: 'You may only change people whose locations are all among yours.',
  sharedIdentity: 'This person also works for another organisation: only they can change their name, email, phone or out-of-office dates.',
  removeIdentifier: 'Only the person can remove the email or phone they log in with.',
  lastIdentifier: 'Keep an email or a phone, so you can log in.',
  heldRole: 'Only an administrator can change the role of someone who holds a role customers may not assign.',
} as const;

/**
 * Why a manager may not change (edit, archive, restore) a person at a customer, or null when they
 * may: the person's role must be strictly less powerful than the manager's, and every one of the
 * person's locations must be among the manager's own (a person at every location needs a manager
 * at every location). Administrators may change anyone. `rankOf` is the roles' ranks: the shared
 * list on the server, the server's roles map (GET permissions/roles) on the page.
 */
export function personChangeRefusal(manager: PeopleManager, person: PersonPlacement, rankOf: (role: RoleName) => number): 'rank' | 'locations' | null {
  if (manager.isAdmin) return null;
  if (manager.rank === null || rankOf(person.role) <= manager.rank) return 'rank';
  if (manager.allLocations) return null;
  if (person.allLocations || person.locationIds.some((id) => !manager.locationIds.includes(id))) return 'locations';
  return null;
}
