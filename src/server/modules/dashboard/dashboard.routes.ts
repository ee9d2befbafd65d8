import type { FastifyRequest } from 'fastify';
import { apiPath } from '../../../domain/api/paths';
import {
  DASHBOARD_PATHS,
  dashboardQuerySchema,
  type DashboardFilter,
  pastEtaViewSchema,
  pmComplianceViewSchema,
  spendViewSchema,
} from '../../../domain/dashboard/dashboard-api';
import { canSeeDashboard } from '../../../domain/permissions/route-permissions';
import type { Database } from '../../db/client';
import { forbidden, HttpError } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { currentCustomerId } from '../customers/customers.service';
import { routeContext } from '../permissions/route-context.service';
import type { ServerModule } from '../module';
import { pastEta, pmCompliance, requireOwnLocations, spend, type DashboardScope } from './dashboard.service';

/**
 * Who may read the dashboard (docs/product/roles-and-permissions.md#dashboard): the same visibility the
 * client checks before showing it; then the figures are the current customer's.
 */
async function dashboardScope(db: Database, request: FastifyRequest, query: DashboardFilter): Promise<DashboardScope> {
  const actor = requireActor(request);
  if (!canSeeDashboard(await routeContext(db, actor, []))) throw forbidden('The dashboard is not available to you.');
  const customerId = currentCustomerId(actor);
  if (!customerId) throw new HttpError(409, 'Select a customer first.');
  const locationIds = query.locationId ?? [];
  await requireOwnLocations(db, actor.scope, customerId, locationIds);
  return { scope: actor.scope, customerId, locationIds };
}

/** The home dashboard's figures that no other call answers (docs/product/home.md). */
export const dashboardModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(DASHBOARD_PATHS.pastEta), { schema: { querystring: dashboardQuerySchema, response: { 200: pastEtaViewSchema } } }, async (request) =>
    pastEta(db, await dashboardScope(db, request, request.query)),
  );

  app.get(
    apiPath(DASHBOARD_PATHS.pmCompliance),
    { schema: { querystring: dashboardQuerySchema, response: { 200: pmComplianceViewSchema } } },
    async (request) => pmCompliance(db, await dashboardScope(db, request, request.query)),
  );

  app.get(apiPath(DASHBOARD_PATHS.spend), { schema: { querystring: dashboardQuerySchema, response: { 200: spendViewSchema } } }, async (request) =>
    spend(db, await dashboardScope(db, request, request.query)),
  );
};
