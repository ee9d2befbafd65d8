import { apiPath } from '../../../domain/api/paths';
import { AUDIT_PATHS, auditEventPageSchema, auditEventQuerySchema } from '../../../domain/audit/audit-api';
import { requireActor } from '../../plugins/actor';
import type { ServerModule } from '../module';
import { listAuditEvents } from './audit.service';

/** The audit trail (docs/product/audit-trail.md): read by administrators and Company Leaders. */
export const auditModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(AUDIT_PATHS.list), { schema: { querystring: auditEventQuerySchema, response: { 200: auditEventPageSchema } } }, async (request) =>
    listAuditEvents(db, requireActor(request), request.query),
  );
};
