import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import {
  ACCOUNT_SESSION_MESSAGES,
  ACCOUNT_SESSION_PATHS,
  accountSessionPageSchema,
  accountSessionRevokedSchema,
} from '../../../domain/auth/account-sessions-api';
import { badRequest } from '../../http-error';
import { requireAuth } from '../../plugins/authentication';
import type { ServerModule } from '../module';
import { listAccountSessions, revokeOtherSessions } from './account-sessions.service';

const idParams = z.object({ id: z.guid('id must be a session id') });

/** Where the person is signed in, and signing other devices out (ACCOUNT_SESSION_PATHS under AUTH_PREFIX). */
export const accountSessionsRoutes: ServerModule = async (app, { db }) => {
  app.get(ACCOUNT_SESSION_PATHS.list, { schema: { querystring: pageQuerySchema, response: { 200: accountSessionPageSchema } } }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    return listAccountSessions(db, userId, sessionId, request.query);
  });

  app.post(ACCOUNT_SESSION_PATHS.revoke, { schema: { params: idParams, response: { 200: accountSessionRevokedSchema } } }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    if (request.params.id === sessionId) throw badRequest(ACCOUNT_SESSION_MESSAGES.current);
    return { revoked: await revokeOtherSessions(db, userId, sessionId, request.params.id) };
  });

  app.post(ACCOUNT_SESSION_PATHS.revokeOthers, { schema: { response: { 200: accountSessionRevokedSchema } } }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    return { revoked: await revokeOtherSessions(db, userId, sessionId, null) };
  });
};
