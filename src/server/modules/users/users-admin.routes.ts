import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { API_PREFIX } from '../../../domain/api/paths';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { requireAdmin } from '../../plugins/actor';
import { searchAllUsers } from './admin-user-search.service';
import { addFavorite, getFavorite, listFavorites, removeFavorite } from './impersonation-favorites.service';

const P = `${API_PREFIX}/user-profiles/admin`;
const idParams = z.object({ id: z.guid('id must be an id') });

/** Administrator tools (SPEC §6): search all users, keep favourite impersonation targets. */
export function usersAdminRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(`${P}/search`, { schema: { querystring: pageQuerySchema.extend({ search: z.string().trim().max(200).optional() }) } }, async (request) => {
    requireAdmin(request);
    return searchAllUsers(db, request.query);
  });

  // Favourites belong to the signed-in administrator, also while they impersonate someone.
  app.get(`${P}/impersonation-favorites`, { schema: { querystring: pageQuerySchema } }, async (request) => {
    const admin = requireAdmin(request).realUser;
    return listFavorites(db, admin.id, request.query);
  });

  app.get(`${P}/impersonation-favorites/:id`, { schema: { params: idParams } }, async (request) => {
    const admin = requireAdmin(request).realUser;
    const favorite = await getFavorite(db, admin.id, request.params.id);
    if (!favorite) throw notFound('Favorite');
    return favorite;
  });

  app.put(`${P}/impersonation-favorites/:id`, { schema: { params: idParams } }, async (request) => {
    const admin = requireAdmin(request).realUser;
    if (!(await addFavorite(db, admin.id, request.params.id))) throw notFound('User');
    return (await getFavorite(db, admin.id, request.params.id))!;
  });

  app.delete(`${P}/impersonation-favorites/:id`, { schema: { params: idParams } }, async (request, reply) => {
    const admin = requireAdmin(request).realUser;
    if (!(await removeFavorite(db, admin.id, request.params.id))) throw notFound('Favorite');
    return reply.status(204).send();
  });
}
