import { describe, expect, it } from 'vitest';
import type { VendorProfile } from '../../../src/domain/vendors/vendor-profile-api';
import { changesOf, draftOf, fieldsOf } from '../../../src/client/features/vendors/vendor-draft';

const vendor: VendorProfile = {
  id: 'v1',
  name: 'Bayview Hood & Duct',
  email: 'dispatch@bayviewhood.example',
  phone: null,
  isInternalTechnicianVendor: false,
  insuranceExpiresOn: '2027-03-31',
  website: null,
  description: null,
  address: null,
  city: 'San Francisco',
  state: 'CA',
  postalCode: null,
  serviceArea: { states: ['CA'], postalCodes: ['94103'], radiusMiles: 40 },
  serviceCategories: [
    { id: 'c1', name: 'Cooking Equipment' },
    { id: 'c2', name: 'HVAC' },
  ],
  contacts: [{ id: 'k1', name: 'Rita Gomez', title: 'Owner', email: null, phone: null }],
  addedBy: { id: 'cust', name: 'Harbor Grill' },
  selfManaged: false,
  canEdit: true,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('the vendor form’s draft (docs/product/vendors.md#directory-vendors)', () => {
  it('sends what the form holds: empty text as null, lists split, state upper-cased, nameless contacts left out', () => {
    const draft = { ...draftOf(null), name: ' Mission Grease ', state: 'ca', states: 'ca, nv  az', postalCodes: '94103 94110', radiusMiles: '25' };
    draft.contacts = [
      { name: 'Ann', title: '', email: 'ann@example.com', phone: '' },
      { name: '  ', title: 'Nobody', email: '', phone: '' },
    ];
    expect(fieldsOf(draft)).toEqual({
      name: 'Mission Grease',
      email: null,
      phone: null,
      website: null,
      description: null,
      address: null,
      city: null,
      state: 'CA',
      postalCode: null,
      serviceArea: { states: ['CA', 'NV', 'AZ'], postalCodes: ['94103', '94110'], radiusMiles: 25 },
      serviceCategoryIds: [],
      contacts: [{ name: 'Ann', title: null, email: 'ann@example.com', phone: null }],
      insuranceExpiresOn: null,
    });
  });

  it('reads a vendor back unchanged, and an edit sends only what changed', () => {
    const before = fieldsOf(draftOf(vendor));
    expect(before).toMatchObject({ insuranceExpiresOn: '2027-03-31', serviceCategoryIds: ['c1', 'c2'], serviceArea: vendor.serviceArea });
    expect(changesOf(before, fieldsOf(draftOf(vendor)))).toEqual({});
    const draft = { ...draftOf(vendor), insuranceExpiresOn: '2028-03-31', categoryIds: ['c2', 'c1'] };
    expect(changesOf(before, fieldsOf(draft))).toEqual({ insuranceExpiresOn: '2028-03-31' });
    expect(changesOf(before, fieldsOf({ ...draft, insuranceExpiresOn: '', categoryIds: ['c2'] }))).toEqual({
      insuranceExpiresOn: null,
      serviceCategoryIds: ['c2'],
    });
  });
});
