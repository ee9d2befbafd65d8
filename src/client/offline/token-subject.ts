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
