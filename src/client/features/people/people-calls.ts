import type { Page } from '../../../domain/api/paging';
import type { PendingIdentifierChange } from '../../../domain/auth/identifier-change-api';
import { formatPhoneForDisplay } from '../../../domain/people/phone-display';
import type { RoleName } from '../../../domain/tenancy/roles';
import { api } from '../../lib/api-client';

/** A person as one customer sees them (SPEC §3 people list; deletedAt set means archived). */
export interface Person {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  customerId: string;
  role: RoleName;
  allLocations: boolean;
  locationIds: string[];
  oooStartDate: string | null;
  oooEndDate: string | null;
  deletedAt: string | null;
  /** Also belongs to another customer, brand owner or vendor: name, login and out-of-office dates are the person's own to change. */
  sharedIdentity: boolean;
}

/** An edit's answer: a new login email or phone waits for the person's confirmation. */
export type SavedPerson = Person & { pendingIdentifierChanges?: PendingIdentifierChange[] };

/** What the editor is told about a login change that waits for confirmation. */
export function pendingChangeNotice(name: string, change: PendingIdentifierChange): string {
  const what = change.kind === 'email' ? 'email' : 'phone';
  const value = change.kind === 'phone' ? formatPhoneForDisplay(change.value) : change.value;
  return `${name}'s new login ${what} takes effect once it is confirmed from ${value}: we sent a link there, and told the current ${what}.`;
}

export interface PersonInput {
  name: string;
  email: string | null;
  phone: string | null;
  role: RoleName;
  oooStartDate: string | null;
  oooEndDate: string | null;
}

export const PEOPLE_PAGE_SIZE = 25;

/** SPEC §8 texts. */
export const PEOPLE_MESSAGES = {
  list: 'Error getting people',
  archive: 'An error occurred while trying to archive user',
  restore: 'An error occurred while trying to restore user',
  validate: 'An error occurred while trying to validate info',
  save: 'An error occurred while trying to save.',
  saved: 'Save Successful.',
} as const;

export function listPeople(query: { customerId: string; search: string; includeArchived: boolean; offset: number }): Promise<Page<Person>> {
  return api<Page<Person>>('user-profiles', {
    query: {
      customerId: query.customerId,
      search: query.search.trim() || undefined,
      includeArchived: String(query.includeArchived),
      limit: PEOPLE_PAGE_SIZE,
      offset: query.offset,
    },
  });
}

export function createPerson(customerId: string, input: PersonInput, access: { allLocations: boolean; locationIds: string[] }): Promise<Person> {
  const { oooStartDate, oooEndDate, email, phone, ...rest } = input;
  return api<Person>('user-profiles', {
    method: 'POST',
    body: { ...rest, customerId, ...access, ...(email ? { email } : {}), ...(phone ? { phone } : {}), oooStartDate, oooEndDate },
  });
}

export function updatePerson(id: string, customerId: string, changes: Partial<PersonInput>): Promise<SavedPerson> {
  return api<SavedPerson>(`user-profiles/${id}`, { method: 'PATCH', body: { ...changes, customerId } });
}

/** Archiving someone who also works elsewhere only removes them from this customer (`removedFromCustomer`). */
export function archivePerson(id: string, customerId: string): Promise<Person & { removedFromCustomer?: boolean }> {
  return api<Person & { removedFromCustomer?: boolean }>(`user-profiles/${id}`, { method: 'DELETE', query: { customerId } });
}

export function restorePerson(id: string, customerId: string): Promise<Person> {
  return api<Person>(`user-profiles/${id}/restore`, { method: 'POST', query: { customerId } });
}

/** The duplicate check: whether an email and a phone are free (for someone other than `userId`). */
export function checkAvailability(query: { email?: string; phone?: string; userId?: string }): Promise<{ emailAvailable: boolean | null; phoneAvailable: boolean | null }> {
  return api('user-profiles/availability', { query });
}
