import { describe, expect, it } from 'vitest';
import { settingsPatch, settingsValuesOf } from '@/features/customers/customer-settings-patch';

const customer = {
  id: 'c1',
  name: 'Harbor Grill',
  status: 'Live' as const,
  isSelfService: false,
  selfServiceIncludesFullPm: false,
  enterprise: true,
  accountManager: null,
  locationGroups: [],
  partnership: null,
  canAccessInvoiceReporting: false,
  canAccessInsightsReporting: true,
};

describe('customer settings patch', () => {
  const before = settingsValuesOf(customer);

  it('sends nothing when nothing changed', () => {
    expect(settingsPatch(before, { ...before, name: ' Harbor Grill ' })).toEqual({});
  });

  it('sends only the changed fields, the name trimmed', () => {
    expect(settingsPatch(before, { ...before, name: ' Harbor Grill Group ' })).toEqual({ name: 'Harbor Grill Group' });
    expect(settingsPatch(before, { ...before, canAccessInvoiceReporting: true, status: 'Churned' })).toEqual({
      canAccessInvoiceReporting: true,
      status: 'Churned',
    });
  });

  it('sends an emptied partnership as none', () => {
    const partnered = settingsValuesOf({ ...customer, partnership: { product: 'Parts Plus' } });
    expect(partnered.partnershipProduct).toBe('Parts Plus');
    expect(settingsPatch(partnered, { ...partnered, partnershipProduct: '  ' })).toEqual({ partnershipProduct: null });
    expect(settingsPatch(before, { ...before, partnershipProduct: 'Parts Plus' })).toEqual({ partnershipProduct: 'Parts Plus' });
  });
});
