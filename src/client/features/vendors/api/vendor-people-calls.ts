import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import type { Invitation } from '@domain/users/invitations-api';
import { VENDOR_DIRECTORY_PATHS } from '@domain/vendors/vendor-directory-constants';
import type { VendorPerson, VendorPersonCreate, VendorPersonWriteResult } from '@domain/vendors/vendor-people-api';
import { api } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';
import { vendorKeys } from './vendor-queries';

/** A vendor's people and their invitations (docs/product/vendors.md#vendor-people): only the people card loads these. */

export const VENDOR_PEOPLE_FAILURES = {
  list: 'An error occurred while trying to get the vendor’s people.',
  add: 'An error occurred while trying to add the person.',
} as const;

export const listVendorPeople = (vendorId: string) =>
  api<Page<VendorPerson>>(pathWith(VENDOR_DIRECTORY_PATHS.people, { id: vendorId }), { query: { limit: 50 } });
export const addVendorPerson = (vendorId: string, body: VendorPersonCreate) =>
  api<VendorPersonWriteResult>(pathWith(VENDOR_DIRECTORY_PATHS.people, { id: vendorId }), { method: 'POST', body });
export const resendVendorInvitation = (vendorId: string, userId: string) =>
  api<Invitation>(pathWith(VENDOR_DIRECTORY_PATHS.personInvite, { id: vendorId, userId }), { method: 'POST' });
export const withdrawVendorInvitation = (vendorId: string, userId: string) =>
  api<Invitation>(pathWith(VENDOR_DIRECTORY_PATHS.personInvite, { id: vendorId, userId }), { method: 'DELETE' });

export const vendorPeopleQuery = (vendorId: string) =>
  apiQuery({ queryKey: [...vendorKeys.all, vendorId, 'people'], read: () => listVendorPeople(vendorId), failure: VENDOR_PEOPLE_FAILURES.list });
