import { HEADERS } from '@domain/api/headers';
import { tokenSubject } from './token-subject';

/** The acting context of a request: whose data it is and through which selection. */
export interface ReadContext {
  userId: string;
  impersonateUserId?: string | undefined;
  selectedCustomerId?: string | undefined;
  selectedBrandOwnerId?: string | undefined;
}

/** The acting context of an API request from its headers; null when it carries no user. */
export function readContextOf(headers: Headers): ReadContext | null {
  const userId = tokenSubject(headers.get('authorization'));
  if (!userId) return null;
  return {
    userId,
    impersonateUserId: headers.get(HEADERS.impersonateUserId) ?? undefined,
    selectedCustomerId: headers.get(HEADERS.selectedCustomerId) ?? undefined,
    selectedBrandOwnerId: headers.get(HEADERS.selectedBrandOwnerId) ?? undefined,
  };
}

/**
 * Cache key of a read: the URL (path and query) under the user, the impersonated user and the
 * selection, so one user (or one impersonation) never sees another's cached data.
 */
export function readCacheKey(context: ReadContext, url: string): string {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  return `${contextKey(context)}|${pathname}${search}`;
}

/** The acting context as one string: the start of each of its read-cache keys. */
export function contextKey(context: ReadContext): string {
  return [context.userId, context.impersonateUserId ?? '', context.selectedCustomerId ?? '', context.selectedBrandOwnerId ?? ''].join('|');
}
