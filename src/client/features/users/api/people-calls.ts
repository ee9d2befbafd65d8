import type { Page } from '@domain/api/paging';
import type { PendingIdentifierChange } from '@domain/auth/identifier-change-api';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { pathWith } from '@domain/api/paths';
import type { RoleName } from '@domain/tenancy/roles';
import { USER_PATHS, type Availability, type Person, type PersonArchiveAnswer, type PersonEditAnswer } from '@domain/users/users-api';
import type { PersonCreated, PersonDetail } from '@domain/users/invitations-api';
import { PERMISSION_PATHS, rolesMapSchema, type RolesMap } from '@domain/permissions/permissions-api';
import { api } from '@/lib/api-client';

export type { Person } from '@domain/users/users-api';

/** A saved person: an edit's answer (a new login email or phone waits for confirmation), or a new person. */
export type SavedPerson = Omit<PersonEditAnswer, 'pendingIdentifierChanges'> & Partial<Pick<PersonEditAnswer, 'pendingIdentifierChanges'>>;

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

/** docs/product/messages.md texts. */
export const PEOPLE_MESSAGES = {
  list: 'Error getting people',
  archive: 'An error occurred while trying to archive user',
  restore: 'An error occurred while trying to restore user',
  validate: 'An error occurred while trying to validate info',
  save: 'An error occurred while trying to save.',
  saved: 'Save Successful.',
} as const;

/** GET permissions/roles: every role's rank and who may hold and assign it, as the server decides by them. */
export const getRolesMap = (): Promise<RolesMap> => api(PERMISSION_PATHS.roles).then((body) => rolesMapSchema.parse(body));

export function listPeople(query: { customerId: string; search: string; includeArchived: boolean; offset: number }): Promise<Page<Person>> {
  return api<Page<Person>>(USER_PATHS.people, {
    query: {
      customerId: query.customerId,
      search: query.search.trim() || undefined,
      includeArchived: String(query.includeArchived),
      // Whose today marks someone without one location out of office: the viewer's.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      limit: PEOPLE_PAGE_SIZE,
      offset: query.offset,
    },
  });
}

/** Adds a person; someone new is sent an invitation to sign in (`invitation`). */
export function createPerson(customerId: string, input: PersonInput, access: { allLocations: boolean; locationIds: string[] }): Promise<PersonCreated> {
  const { oooStartDate, oooEndDate, email, phone, ...rest } = input;
  return api<PersonCreated>(USER_PATHS.people, {
    method: 'POST',
    body: { ...rest, customerId, ...access, ...(email ? { email } : {}), ...(phone ? { phone } : {}), oooStartDate, oooEndDate },
  });
}

/** One person at the customer, with the history of their login email and phone. */
export function getPersonDetail(id: string, customerId: string): Promise<PersonDetail> {
  return api<PersonDetail>(pathWith(USER_PATHS.person, { id }), { query: { customerId } });
}

export function updatePerson(id: string, customerId: string, changes: Partial<PersonInput>): Promise<PersonEditAnswer> {
  return api<PersonEditAnswer>(pathWith(USER_PATHS.person, { id }), { method: 'PATCH', body: { ...changes, customerId } });
}

/** Archiving someone who also works elsewhere only removes them from this customer (`removedFromCustomer`). */
export function archivePerson(id: string, customerId: string): Promise<PersonArchiveAnswer> {
  return api<PersonArchiveAnswer>(pathWith(USER_PATHS.person, { id }), { method: 'DELETE', query: { customerId } });
}

export function restorePerson(id: string, customerId: string): Promise<Person> {
  return api<Person>(pathWith(USER_PATHS.restore, { id }), { method: 'POST', query: { customerId } });
}

/** The duplicate check: whether an email and a phone are free (for someone other than `userId`). */
export function checkAvailability(query: { email?: string; phone?: string; userId?: string; customerId: string }): Promise<Availability> {
  return api<Availability>(USER_PATHS.availability, { query });
}
