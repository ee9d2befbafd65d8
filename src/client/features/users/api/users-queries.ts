import { apiQuery } from '@/lib/api-query';
import { listFavorites, searchUsers } from './admin-calls';
import { getPersonDetail, getRolesMap, listPeople, PEOPLE_MESSAGES } from './people-calls';

/** Query keys and reads of the users area. */
export const userKeys = {
  people: (customerId: string) => ['people', customerId] as const,
};

export interface PeopleQuery {
  search: string;
  includeArchived: boolean;
  offset: number;
}

export const peopleQuery = (customerId: string, query: PeopleQuery) =>
  apiQuery({ queryKey: [...userKeys.people(customerId), query], read: () => listPeople({ customerId, ...query }), failure: PEOPLE_MESSAGES.list });

export const personDetailQuery = (id: string, customerId: string) =>
  apiQuery({ queryKey: [...userKeys.people(customerId), 'detail', id], read: () => getPersonDetail(id, customerId), failure: PEOPLE_MESSAGES.list });

/**
 * The server's roles map, read once a page load: the people list decides by its ranks. Without it
 * the people cannot be managed, so its failure reads as theirs.
 */
export const rolesMapQuery = () => ({
  ...apiQuery({ queryKey: ['permissions', 'roles'], read: getRolesMap, failure: PEOPLE_MESSAGES.list }),
  staleTime: Infinity,
});

const SEARCH_ERROR = 'Error getting people';

/** The administrator's search over every user, a page at a time. */
export const adminUserSearchQuery = (text: string, offset: number) =>
  apiQuery({ queryKey: ['admin-users', { text, offset }], read: () => searchUsers(text, offset), failure: SEARCH_ERROR });

export const impersonationFavoritesQuery = () => apiQuery({ queryKey: ['impersonation-favorites'], read: listFavorites, failure: SEARCH_ERROR });
