import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '../../domain/api/cookies';
import type { Config } from '../config';
import { forbidden } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_WRITE_MESSAGE = 'This change came from another site and was refused. Open the portal and try again.';

/** The page origins of the portal: its public address and the origins allowed to call this API host. */
export function portalOriginsOf(config: Config): ReadonlySet<string> {
  return new Set([new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS]);
}

/**
 * The page the request came from is the portal: its public address, a page origin allowed to call
 * this API host (CORS_ORIGINS), or the host the request was sent to.
 */
export function fromThePortal(request: FastifyRequest, portalOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin && portalOrigins.has(origin)) return true;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Refuses a state-changing request that proves who it is only by the session cookies and comes from
 * another site (Sec-Fetch-Site, or an Origin that is neither the portal nor the host asked): a page
 * elsewhere cannot make a signed-in browser change anything. SameSite=Lax cookies already stay home
 * on such requests in current browsers; this does not rely on it. The portal's own client sends its
 * token as a bearer header, which another site cannot read, so it is never refused.
 */
export function registerCrossSiteWriteCheck(app: FastifyInstance, config: Config): void {
  const portalOrigins = portalOriginsOf(config);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.headers.authorization) return;
    if (!request.cookies[COOKIES.accessToken] && !request.cookies[COOKIES.refreshToken]) return;
    if (!fromThePortal(request, portalOrigins)) throw forbidden(CROSS_SITE_WRITE_MESSAGE);
  });
}
