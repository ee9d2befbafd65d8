import { AUTH_PREFIX } from '../../../domain/api/paths';
import type { ServerModule } from '../module';
import { accountSessionsRoutes } from './account-sessions.routes';
import { authRoutes } from './auth.routes';
import { oidcRoutes } from './oidc.routes';

/** Sign-in: codes, links and sessions under AUTH_PREFIX (and the person's sessions on their devices), and the login providers. */
export const authModule: ServerModule = async (app, options) => {
  await app.register(authRoutes, { ...options, prefix: AUTH_PREFIX });
  await app.register(accountSessionsRoutes, { ...options, prefix: AUTH_PREFIX });
  await app.register(oidcRoutes, options);
};
