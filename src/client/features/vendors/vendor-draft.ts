import type { VendorContactInput, VendorPatch, VendorProfile } from '@domain/vendors/vendor-profile-api';

/**
 * A vendor profile as its form holds it (docs/product/vendors.md Vendor profile): every field as
 * typed, the trades chosen and the contacts. The same draft serves the vendor's own profile page
 * and a customer's Add vendor and Edit dialogs.
 */
export interface VendorDraftContact {
  name: string;
  title: string;
  email: string;
  phone: string;
}

export interface VendorDraft {
  name: string;
  email: string;
  phone: string;
  website: string;
  description: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  /** Service area: two-letter states and five-digit postal codes, separated by commas or spaces. */
  states: string;
  postalCodes: string;
  radiusMiles: string;
  /** YYYY-MM-DD, as a date input gives it; empty when not known. */
  insuranceExpiresOn: string;
  categoryIds: string[];
  contacts: VendorDraftContact[];
}

export type VendorDraftText = Exclude<keyof VendorDraft, 'categoryIds' | 'contacts'>;

/** The profile's fields a form sends: all of them, empty text as null. */
export type VendorFields = Required<Omit<VendorPatch, 'name'>> & { name: string };

export const emptyContact = (): VendorDraftContact => ({ name: '', title: '', email: '', phone: '' });

export function draftOf(vendor: VendorProfile | null): VendorDraft {
  return {
    name: vendor?.name ?? '',
    email: vendor?.email ?? '',
    phone: vendor?.phone ?? '',
    website: vendor?.website ?? '',
    description: vendor?.description ?? '',
    address: vendor?.address ?? '',
    city: vendor?.city ?? '',
    state: vendor?.state ?? '',
    postalCode: vendor?.postalCode ?? '',
    states: vendor?.serviceArea.states.join(', ') ?? '',
    postalCodes: vendor?.serviceArea.postalCodes.join(', ') ?? '',
    radiusMiles: vendor?.serviceArea.radiusMiles?.toString() ?? '',
    insuranceExpiresOn: vendor?.insuranceExpiresOn ?? '',
    categoryIds: vendor?.serviceCategories.map((c) => c.id) ?? [],
    contacts: vendor?.contacts.map((c) => ({ name: c.name, title: c.title ?? '', email: c.email ?? '', phone: c.phone ?? '' })) ?? [],
  };
}

const orNull = (text: string) => text.trim() || null;
const listOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/** The draft as the API takes it; a contact without a name is left out. */
export function fieldsOf(d: VendorDraft): VendorFields {
  return {
    name: d.name.trim(),
    email: orNull(d.email),
    phone: orNull(d.phone),
    website: orNull(d.website),
    description: orNull(d.description),
    address: orNull(d.address),
    city: orNull(d.city),
    state: orNull(d.state.toUpperCase()),
    postalCode: orNull(d.postalCode),
    serviceArea: { states: listOf(d.states), postalCodes: listOf(d.postalCodes), radiusMiles: d.radiusMiles.trim() ? Number(d.radiusMiles) : null },
    serviceCategoryIds: d.categoryIds,
    contacts: d.contacts
      .filter((c) => c.name.trim())
      .map((c): VendorContactInput => ({ name: c.name.trim(), title: orNull(c.title), email: orNull(c.email), phone: orNull(c.phone) })),
    insuranceExpiresOn: orNull(d.insuranceExpiresOn),
  };
}

/** Only the fields an edit changed (an empty change is none); trades compare as a set. */
export function changesOf(before: VendorFields, after: VendorFields): VendorPatch {
  const same = (field: keyof VendorFields) =>
    field === 'serviceCategoryIds'
      ? JSON.stringify([...before.serviceCategoryIds].sort()) === JSON.stringify([...after.serviceCategoryIds].sort())
      : JSON.stringify(before[field]) === JSON.stringify(after[field]);
  return Object.fromEntries(Object.entries(after).filter(([field]) => !same(field as keyof VendorFields)));
}
