import { apiPath } from '../../../domain/api/paths';
import { SYNC_PATHS, syncChangesQuerySchema, syncChangesSchema } from '../../../domain/sync/sync-api';
import { requireActor } from '../../plugins/actor';
import type { ServerModule } from '../module';
import { offlineSetMembers } from './offline-set.service';
import { offlineRecord, readerFor } from './record-reads';
import { syncChanges } from './sync-changes.service';

/** The user's offline set, a delta at a time (docs/adr/0010-offline-set.md). */
export const syncModule: ServerModule = async (app, { db, config }) => {
  const bounds = { requests: config.OFFLINE_SET_REQUESTS, assets: config.OFFLINE_SET_ASSETS };

  app.get(apiPath(SYNC_PATHS.changes), { schema: { querystring: syncChangesQuerySchema, response: { 200: syncChangesSchema } } }, async (request) => {
    const actor = requireActor(request);
    const members = await offlineSetMembers(db, actor.scope, actor.user.id, bounds);
    const read = readerFor(app, request);
    return syncChanges(db, {
      userId: actor.realUser.id,
      context: [actor.user.id, actor.selectedCustomerId ?? '', actor.selectedBrandOwnerId ?? '', actor.mode].join('|'),
      since: request.query.since,
      limit: request.query.limit,
      members,
      record: (member) => offlineRecord(member, read),
    });
  });
};
