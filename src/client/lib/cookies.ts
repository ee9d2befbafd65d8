/** The value of a cookie readable by the page, or undefined when it is absent or empty. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Removes a cookie set for the page's host (path /). The past date beside max-age=0 makes the
 * removal immediate everywhere: an engine that turns max-age=0 into "expires now" (happy-dom) still
 * shows the cookie to a read in the same millisecond.
 */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
