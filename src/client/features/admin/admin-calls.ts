import type { Page } from '../../../domain/api/paging';
import { api } from '../../lib/api-client';

/** A user as the administrators' search lists them (SPEC §6). */
export interface UserSummary {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  isAdmin: boolean;
  isInternalStaff: boolean;
  deletedAt: string | null;
}

export interface FavoriteEntry {
  userId: string;
  name: string;
  email: string | null;
  phone: string | null;
  addedAt: string;
}

export const ADMIN_PAGE_SIZE = 20;
const FAVORITES = 'user-profiles/admin/impersonation-favorites';

export function searchUsers(search: string, offset: number): Promise<Page<UserSummary>> {
  return api<Page<UserSummary>>('user-profiles/admin/search', { query: { search: search.trim() || undefined, limit: ADMIN_PAGE_SIZE, offset } });
}

export function listFavorites(): Promise<Page<FavoriteEntry>> {
  return api<Page<FavoriteEntry>>(FAVORITES, { query: { limit: 200 } });
}

export function addFavorite(userId: string): Promise<unknown> {
  return api(`${FAVORITES}/${userId}`, { method: 'PUT' });
}

export function removeFavorite(userId: string): Promise<unknown> {
  return api(`${FAVORITES}/${userId}`, { method: 'DELETE' });
}
