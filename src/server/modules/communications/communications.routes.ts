import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  COMMUNICATION_ENTRY_KINDS,
  communicationEntrySchema,
  communicationLogQuerySchema,
  communicationLogSchema,
} from '../../../domain/requests/communications';
import { COMMUNICATION_PATHS } from '../../../domain/requests/request-paths';
import { requireActor } from '../../plugins/actor';
import { requireReadablePart } from '../requests/request-access';
import { communicationEntry, communicationLog } from './communications.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });

/** The communications log of a request and its single entries (docs/product/README.md#api Communications). */
export const communicationsModule: ServerModule = async (app, { db }) => {
  app.get(
    apiPath(COMMUNICATION_PATHS.log),
    { schema: { querystring: communicationLogQuerySchema, response: { 200: communicationLogSchema } } },
    async (request) => {
      await requireReadablePart(db, requireActor(request), request.query.requestId, 'communications');
      return communicationLog(db, request.query);
    },
  );

  const entries = [
    [COMMUNICATION_PATHS.email, COMMUNICATION_ENTRY_KINDS.email, 'Email'],
    [COMMUNICATION_PATHS.conference, COMMUNICATION_ENTRY_KINDS.conference, 'Call'],
    [COMMUNICATION_PATHS.push, COMMUNICATION_ENTRY_KINDS.push, 'Push notification'],
    [COMMUNICATION_PATHS.chat, COMMUNICATION_ENTRY_KINDS.chat, 'Chat'],
  ] as const;
  for (const [entryPath, kinds, what] of entries) {
    app.get(apiPath(entryPath), { schema: { params: idParams, response: { 200: communicationEntrySchema } } }, async (request) =>
      communicationEntry(db, requireActor(request), request.params.id, kinds, what),
    );
  }
};
