import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import { USER_PATHS, type FavoriteEntry, type UserSummary } from '@domain/users/users-api';
import { api } from '@/lib/api-client';

export type { FavoriteEntry, UserSummary } from '@domain/users/users-api';

export const ADMIN_PAGE_SIZE = 20;

export function searchUsers(search: string, offset: number): Promise<Page<UserSummary>> {
  return api<Page<UserSummary>>(USER_PATHS.adminSearch, { query: { search: search.trim() || undefined, limit: ADMIN_PAGE_SIZE, offset } });
}

export function listFavorites(): Promise<Page<FavoriteEntry>> {
  return api<Page<FavoriteEntry>>(USER_PATHS.favorites, { query: { limit: 200 } });
}

export function addFavorite(userId: string): Promise<FavoriteEntry> {
  return api<FavoriteEntry>(pathWith(USER_PATHS.favorite, { id: userId }), { method: 'PUT' });
}

export function removeFavorite(userId: string): Promise<unknown> {
  return api(pathWith(USER_PATHS.favorite, { id: userId }), { method: 'DELETE' });
}
