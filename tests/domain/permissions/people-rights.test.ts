import { describe, expect, it } from 'vitest';
import { personChangeRefusal as refusalWith, type PeopleManager, type PersonPlacement } from '@domain/permissions/people-rights';
import { roleRank } from '@domain/permissions/role-rank';

const personChangeRefusal = (manager: PeopleManager, person: PersonPlacement) => refusalWith(manager, person, roleRank);

describe('who may change a person', () => {
  const storeLeader: PeopleManager = { isAdmin: false, rank: 4, allLocations: false, locationIds: ['store-101'] };
  const companyLeader: PeopleManager = { isAdmin: false, rank: 1, allLocations: true, locationIds: [] };

  it('only people strictly less powerful', () => {
    expect(personChangeRefusal(storeLeader, { role: 'Location Staff', allLocations: false, locationIds: ['store-101'] })).toBeNull();
    expect(personChangeRefusal(storeLeader, { role: 'Location Leader', allLocations: false, locationIds: ['store-101'] })).toBe('rank');
    expect(personChangeRefusal(storeLeader, { role: 'Area Leader', allLocations: false, locationIds: ['store-101'] })).toBe('rank');
    expect(personChangeRefusal({ ...storeLeader, rank: null }, { role: 'Other', allLocations: false, locationIds: [] })).toBe('rank');
  });

  it('only people all of whose locations are the manager’s', () => {
    expect(personChangeRefusal(storeLeader, { role: 'Location Staff', allLocations: false, locationIds: ['store-101', 'store-103'] })).toBe('locations');
    expect(personChangeRefusal(storeLeader, { role: 'Location Staff', allLocations: true, locationIds: [] })).toBe('locations');
    expect(personChangeRefusal(companyLeader, { role: 'Location Staff', allLocations: true, locationIds: [] })).toBeNull();
  });

  it('administrators change anyone', () => {
    expect(
      personChangeRefusal({ isAdmin: true, rank: null, allLocations: false, locationIds: [] }, { role: 'Company Leader', allLocations: true, locationIds: [] }),
    ).toBeNull();
  });
});
