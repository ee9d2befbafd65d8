interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
}

export interface Visit {
  response: Response;
  /** The address of the last response, after redirects. */
  url: URL;
  /** Every address the browser was sent to, in order, the first request's included. */
  visited: URL[];
}

/**
 * What a browser does between real HTTP servers, for flows that hop across origins (OpenID sign-in):
 * keeps cookies per host (as browsers do, ports share them) and path, and follows redirects.
 */
export class CookieBrowser {
  private jar: StoredCookie[] = [];

  cookie(name: string, host = '127.0.0.1'): string | undefined {
    return this.jar.find((c) => c.name === name && c.host === host)?.value;
  }

  /** One request, no redirect followed. */
  async request(url: URL | string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = this.jar.filter((c) => c.host === target.hostname && pathMatches(target.pathname, c.path)).map((c) => `${c.name}=${c.value}`);
    if (cookies.length) headers.set('cookie', cookies.join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(target, line);
    return response;
  }

  /**
   * A request and then every redirect it leads to, as a browser navigation. `stopBefore` leaves a
   * redirect unfollowed (its response is returned), to inspect or alter where it points.
   */
  async navigate(url: URL | string, init: RequestInit = {}, stopBefore?: (next: URL) => boolean): Promise<Visit> {
    let current = new URL(url);
    const visited = [current];
    let response = await this.request(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && response.headers.has('location'); hops++) {
      if (hops > 20) throw new Error(`Too many redirects from ${String(url)}`);
      const next = new URL(response.headers.get('location')!, current);
      if (stopBefore?.(next)) break;
      await response.body?.cancel();
      current = next;
      visited.push(current);
      const keepMethod = response.status === 307 || response.status === 308;
      response = await this.request(current, keepMethod ? init : {});
    }
    return { response, url: current, visited };
  }

  private store(from: URL, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = from.pathname.slice(0, from.pathname.lastIndexOf('/')) || '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attrValue = ''] = attribute.split('=');
      const lower = key.toLowerCase();
      if (lower === 'path' && attrValue.startsWith('/')) path = attrValue;
      if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
      if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
    }
    this.jar = this.jar.filter((c) => !(c.name === name && c.host === from.hostname && c.path === path));
    if (!expired) this.jar.push({ name, value, host: from.hostname, path });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
