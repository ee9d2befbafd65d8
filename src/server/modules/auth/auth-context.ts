import type { Config } from '../../config';
import type { Database } from '../../db/client';

/** What the auth services need from the app, decorated on it once as `app.authContext`. */
export interface AuthContext {
  db: Database;
  config: Config;
  /** Signs access tokens. */
  accessTokenKey: string;
  /** Signs bot-check challenges. */
  botCheckKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authContext: AuthContext;
  }
}
