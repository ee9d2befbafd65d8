import type { ServerModule } from '../module';
import { peopleCsvRoutes } from './people-csv.routes';
import { usersAdminRoutes } from './users-admin.routes';
import { usersRoutes } from './users.routes';

/** Users: the caller's profile and the people of a customer (also as CSV), and the administrators' tools. */
export const usersModule: ServerModule = async (app, options) => {
  await app.register(usersRoutes, options);
  await app.register(usersAdminRoutes, options);
  await app.register(peopleCsvRoutes, options);
};
