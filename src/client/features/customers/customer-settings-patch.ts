import type { Customer } from '@domain/tenancy/customer';
import type { CustomerPatch } from '@domain/tenancy/customer-patch';

/** The settings form's values: the customer's fields as the inputs hold them (no partnership is ''). */
export type CustomerSettingsValues = Required<Omit<CustomerPatch, 'partnershipProduct' | 'accountManagerUserId' | 'locationGroups'>> & {
  partnershipProduct: string;
};

export function settingsValuesOf(customer: Customer): CustomerSettingsValues {
  return {
    name: customer.name,
    status: customer.status,
    isSelfService: customer.isSelfService,
    selfServiceIncludesFullPm: customer.selfServiceIncludesFullPm,
    enterprise: customer.enterprise,
    partnershipProduct: customer.partnership?.product ?? '',
    canAccessInvoiceReporting: customer.canAccessInvoiceReporting,
    canAccessInsightsReporting: customer.canAccessInsightsReporting,
  };
}

/**
 * Only the fields the user changed: a Company Leader's save then names nothing the server keeps for
 * administrators (docs/product/roles-and-permissions.md), and two people changing different fields do not undo each other.
 */
export function settingsPatch(before: CustomerSettingsValues, after: CustomerSettingsValues): CustomerPatch {
  const patch: CustomerPatch = {};
  const name = after.name.trim();
  if (name !== before.name) patch.name = name;
  const partnership = after.partnershipProduct.trim();
  if (partnership !== before.partnershipProduct) patch.partnershipProduct = partnership || null;
  for (const key of [
    'status',
    'isSelfService',
    'selfServiceIncludesFullPm',
    'enterprise',
    'canAccessInvoiceReporting',
    'canAccessInsightsReporting',
  ] as const) {
    if (after[key] !== before[key]) Object.assign(patch, { [key]: after[key] });
  }
  return patch;
}
