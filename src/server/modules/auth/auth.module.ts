import { AUTH_PREFIX } from '../../../domain/api/paths';
import type { ServerModule } from '../module';
import { authRoutes } from './auth.routes';
import { oidcRoutes } from './oidc.routes';

/** Sign-in: codes, links and sessions under AUTH_PREFIX, and the login providers; each with its own rate limit. */
export const authModule: ServerModule = async (app, options) => {
  await app.register(authRoutes, { ...options, prefix: AUTH_PREFIX });
  await app.register(oidcRoutes, options);
};
