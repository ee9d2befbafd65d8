import { describe, expect, it } from 'vitest';
import { locationSource, offersAllMyCustomers } from '@/features/locations/location-source';

const membership = (customerId: string) => ({ customerId }) as Parameters<typeof offersAllMyCustomers>[0]['customerSettings'][number];
const user = (overrides: Partial<Parameters<typeof offersAllMyCustomers>[0]> = {}) => ({
  isInternalStaff: false,
  customerSettings: [membership('harbor')],
  mode: 'customer' as const,
  selectedCustomerId: null,
  ...overrides,
});

describe('the location list’s call', () => {
  it('reads the current selection’s locations for a user of one customer, whatever they ask', () => {
    expect(offersAllMyCustomers(user())).toBe(false);
    expect(locationSource(user(), 'harbor', true)).toEqual({ call: 'viewable' });
  });

  it('offers a user of several customers working on one all their customers’ locations', () => {
    const multi = user({ customerSettings: [membership('harbor'), membership('northpoint')], selectedCustomerId: 'northpoint' });
    expect(offersAllMyCustomers(multi)).toBe(true);
    expect(locationSource(multi, 'northpoint', false)).toEqual({ call: 'viewable' });
    expect(locationSource(multi, 'northpoint', true)).toEqual({ call: 'multiTenant' });
    expect(offersAllMyCustomers({ ...multi, selectedCustomerId: null, mode: 'brandOwner' })).toBe(true);
  });

  it('does not offer it when nothing is selected: the selection is all their customers already', () => {
    const multi = user({ customerSettings: [membership('harbor'), membership('northpoint')] });
    expect(offersAllMyCustomers(multi)).toBe(false);
    expect(locationSource(multi, null, true)).toEqual({ call: 'viewable' });
  });

  it('counts customers, not roles: two roles at one customer is one customer', () => {
    expect(offersAllMyCustomers(user({ customerSettings: [membership('harbor'), membership('harbor')], selectedCustomerId: 'harbor' }))).toBe(false);
  });

  it('gives internal staff the full list, of the customer they work on when there is one', () => {
    const staff = user({ isInternalStaff: true, customerSettings: [membership('harbor'), membership('northpoint')], selectedCustomerId: 'harbor' });
    expect(offersAllMyCustomers(staff)).toBe(false);
    expect(locationSource(staff, 'harbor', true)).toEqual({ call: 'all', customerId: 'harbor' });
    expect(locationSource(staff, null, false)).toEqual({ call: 'all', customerId: null });
  });
});
