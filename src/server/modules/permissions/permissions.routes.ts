import type { FastifyRequest } from 'fastify';
import { apiPath } from '../../../domain/api/paths';
import { appRulesSchema, PERMISSION_PATHS, permissionConfigsSchema, rolesMapSchema, type RolesMap } from '../../../domain/permissions/permissions-api';
import { roleCapabilities } from '../../../domain/permissions/role-capabilities';
import { canSeeDashboard, hasRoutePermission, routePermissionPaths } from '../../../domain/permissions/route-permissions';
import { ROLES } from '../../../domain/tenancy/roles';
import { requireActor } from '../../plugins/actor';
import { canSeeCustomer } from '../../db/tenant-scope';
import type { ServerModule } from '../module';
import { routeContext } from './route-context.service';

/** The roles map: ROLES names every role once. */
const ROLES_MAP = Object.fromEntries(
  ROLES.map((r) => [r.name, { rank: r.rank, userTypes: [...r.userTypes], isAssignableByCustomer: r.isAssignableByCustomer }]),
) as RolesMap;

/** docs/product/README.md#api permission calls: the caller's CASL rules, permission configs and the roles map. */
export const permissionsModule: ServerModule = async (app, { db, config }) => {
  app.get(apiPath(PERMISSION_PATHS.rulesSelf), { schema: { response: { 200: appRulesSchema } } }, async (request) => requireActor(request).rules);

  app.get(apiPath(PERMISSION_PATHS.roles), { schema: { response: { 200: rolesMapSchema } } }, async (request) => {
    requireActor(request);
    return ROLES_MAP;
  });

  const configs = async (request: FastifyRequest) => {
    const actor = requireActor(request);
    const context = await routeContext(db, actor, config.PM_INSIGHTS_CUSTOMER_IDS);
    return {
      roles: ROLES.map((r) => ({ role: r.name, rank: r.rank, capabilities: roleCapabilities(r.name) })),
      routes: routePermissionPaths().map(([path, permission]) => ({
        path,
        permission,
        allowed: hasRoutePermission(permission, context),
      })),
      dashboardVisible: canSeeDashboard(context),
      // Only the listed customers the caller can see: the list itself is not theirs to read.
      pmInsightsCustomerIds: config.PM_INSIGHTS_CUSTOMER_IDS.filter((id) => canSeeCustomer(actor.scope, id)),
    };
  };
  // The spec names it `permissions/`; the bare path answers too.
  for (const path of [PERMISSION_PATHS.configs, PERMISSION_PATHS.configsBare]) {
    app.get(apiPath(path), { schema: { response: { 200: permissionConfigsSchema } } }, configs);
  }
};
