import { HEADERS } from '@domain/api/headers';

/** The acting context of a request: whose data it is and through which selection. */
export interface ReadContext {
  userId: string;
  impersonateUserId?: string | undefined;
  selectedCustomerId?: string | undefined;
  selectedBrandOwnerId?: string | undefined;
}

/**
 * The subject of an access token (`<base64url claims>.<signature>`), read without checking the
 * signature: it only partitions this device's own cache, the server still checks every call.
 */
export function tokenSubject(token: string | null | undefined): string | null {
  const payload = token?.replace(/^Bearer\s+/i, '').split('.')[0];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
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
  return [context.userId, context.impersonateUserId ?? '', context.selectedCustomerId ?? '', context.selectedBrandOwnerId ?? '', `${pathname}${search}`].join(
    '|',
  );
}
