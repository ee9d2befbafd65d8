import type { FastifyRequest } from 'fastify';
import { CROSS_SITE_SIGN_IN_MESSAGE } from '../../../domain/auth/auth-api';
import type { Config } from '../../config';
import { forbidden } from '../../http-error';
import { fromThePortal, portalOriginsOf } from '../../plugins/cross-site-writes';

/**
 * A hook for the calls that sign someone in with a code or link (docs/adr/0004-security-boundaries.md#sign-in-links):
 * refused when another site sent the browser here (Sec-Fetch-Site cross-site or same-site, or an Origin that is not
 * the portal), so a page elsewhere cannot sign a visitor in to an account of its choosing. A link opened from a
 * mail client (Sec-Fetch-Site none) and the portal's own calls pass.
 */
export function refuseCrossSiteSignIn(config: Config): (request: FastifyRequest) => Promise<void> {
  const portalOrigins = portalOriginsOf(config);
  return async (request) => {
    const origin = request.headers.origin;
    if (origin && portalOrigins.has(origin)) return;
    if (request.headers['sec-fetch-site'] === 'same-site' || !fromThePortal(request, portalOrigins)) throw forbidden(CROSS_SITE_SIGN_IN_MESSAGE);
  };
}
