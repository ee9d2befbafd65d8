import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import { favoriteEntryPageSchema, favoriteEntrySchema, USER_PATHS, userSearchQuerySchema, userSummaryPageSchema } from '../../../domain/users/users-api';
import { notFound } from '../../http-error';
import { requireAdmin } from '../../plugins/actor';
import { searchAllUsers } from './admin-user-search.service';
import { addFavorite, getFavorite, listFavorites, removeFavorite } from './impersonation-favorites.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });

/** Administrator tools (docs/product/roles-and-permissions.md): search all users, keep favourite impersonation targets. */
export const usersAdminRoutes: ServerModule = async (app, { db }) => {
  app.get(apiPath(USER_PATHS.adminSearch), { schema: { querystring: userSearchQuerySchema, response: { 200: userSummaryPageSchema } } }, async (request) => {
    requireAdmin(request);
    return searchAllUsers(db, request.query);
  });

  // Favourites belong to the signed-in administrator, also while they impersonate someone.
  app.get(apiPath(USER_PATHS.favorites), { schema: { querystring: pageQuerySchema, response: { 200: favoriteEntryPageSchema } } }, async (request) => {
    const admin = requireAdmin(request).realUser;
    return listFavorites(db, admin.id, request.query);
  });

  app.get(apiPath(USER_PATHS.favorite), { schema: { params: idParams, response: { 200: favoriteEntrySchema } } }, async (request) => {
    const admin = requireAdmin(request).realUser;
    const favorite = await getFavorite(db, admin.id, request.params.id);
    if (!favorite) throw notFound('Favorite');
    return favorite;
  });

  app.put(apiPath(USER_PATHS.favorite), { schema: { params: idParams, response: { 200: favoriteEntrySchema } } }, async (request) => {
    const admin = requireAdmin(request).realUser;
    if (!(await addFavorite(db, admin.id, request.params.id))) throw notFound('User');
    return (await getFavorite(db, admin.id, request.params.id))!;
  });

  app.delete(
    apiPath(USER_PATHS.favorite),
    { schema: { params: idParams, response: { 204: z.null().meta({ description: 'Removed' }) } } },
    async (request, reply) => {
      const admin = requireAdmin(request).realUser;
      if (!(await removeFavorite(db, admin.id, request.params.id))) throw notFound('Favorite');
      return reply.status(204).send(null);
    },
  );
};
