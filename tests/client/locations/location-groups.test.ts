import { describe, expect, it } from 'vitest';
import type { LocationSummary } from '@domain/locations/location-api';
import { byCustomer, customerNamer, groupsOf, locationOptions } from '@/components/location-groups';

/** Location filters across customers (issue 31): a brand's groups and locations under each customer's name. */
const at = (id: string, customer: 'Harbor Grill' | 'Northpoint', group: string | null, storeNumber: string | null = null): LocationSummary => ({
  id,
  customerId: customer === 'Harbor Grill' ? 'c-harbor' : 'c-north',
  customerName: customer,
  name: `${customer} ${id}`,
  storeNumber,
  city: null,
  state: null,
  pmEnabled: false,
  locationGroup: group ? { id: `${customer}-${group}`, name: group } : null,
  archivedAt: null,
});

describe('location groups and options', () => {
  const oneCustomer = [at('l2', 'Harbor Grill', 'West', 'HG-102'), at('l1', 'Harbor Grill', 'East', 'HG-101')];
  const twoCustomers = [at('n1', 'Northpoint', 'West', 'NP-1'), at('h1', 'Harbor Grill', 'West', 'HG-101'), at('h2', 'Harbor Grill', null)];

  it("one customer's locations: plain options and groups, no customer names", () => {
    expect(groupsOf(oneCustomer)).toEqual([
      { id: 'Harbor Grill-East', name: 'East' },
      { id: 'Harbor Grill-West', name: 'West' },
    ]);
    expect(locationOptions(oneCustomer)).toEqual([
      { value: 'l2', label: 'HG-102 · Harbor Grill l2' },
      { value: 'l1', label: 'HG-101 · Harbor Grill l1' },
    ]);
    expect(customerNamer(oneCustomer)('l1')).toBeNull();
  });

  it('across customers: two groups both named West stay apart, each under its customer', () => {
    expect(groupsOf(twoCustomers)).toEqual([
      { id: 'Harbor Grill-West', name: 'West', customerName: 'Harbor Grill' },
      { id: 'Northpoint-West', name: 'West', customerName: 'Northpoint' },
    ]);
    expect(locationOptions(twoCustomers, (l) => l.name)).toEqual([
      { value: 'h1', label: 'Harbor Grill h1', group: 'Harbor Grill' },
      { value: 'h2', label: 'Harbor Grill h2', group: 'Harbor Grill' },
      { value: 'n1', label: 'Northpoint n1', group: 'Northpoint' },
    ]);
    expect(byCustomer(twoCustomers).map(([customer, run]) => [customer, run.map((l) => l.id)])).toEqual([
      ['Harbor Grill', ['h1', 'h2']],
      ['Northpoint', ['n1']],
    ]);
    const customerOf = customerNamer(twoCustomers);
    expect([customerOf('n1'), customerOf('h2'), customerOf('elsewhere')]).toEqual(['Northpoint', 'Harbor Grill', null]);
  });
});
