import { subject } from '@casl/ability';
import { apiPath } from '../../../domain/api/paths';
import {
  markReadBodySchema,
  markReadResultSchema,
  NOTIFICATION_PATHS,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  preferencesBodySchema,
  preferencesWriteResultSchema,
} from '../../../domain/notifications/notification-api';
import { forbidden } from '../../http-error';
import { requireActor, type Actor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import type { ServerModule } from '../module';
import { getPreferences, listNotifications, markRead, putPreferences } from './notifications.service';

/** Everyone reads and marks their own notifications (the CASL Notification subject, docs/product/notifications.md). */
function ownNotifications(actor: Actor, action: 'read' | 'update'): Actor {
  if (!actor.ability.can(action, subject('Notification', { userId: actor.user.id }))) throw forbidden('You may not see notifications.');
  return actor;
}

/** The bell and its settings (docs/product/notifications.md): the caller's own notifications, marking them read, their preferences. */
export const notificationsModule: ServerModule = async (app, { db }) => {
  app.get(
    apiPath(NOTIFICATION_PATHS.list),
    { schema: { querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => listNotifications(db, ownNotifications(requireActor(request), 'read'), request.query),
  );

  app.post(apiPath(NOTIFICATION_PATHS.read), { schema: { body: markReadBodySchema, response: { 200: markReadResultSchema } } }, async (request, reply) => {
    const actor = ownNotifications(requireActor(request), 'update');
    return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await markRead(tx, actor, request.body) }));
  });

  app.get(apiPath(NOTIFICATION_PATHS.preferences), { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    getPreferences(db, ownNotifications(requireActor(request), 'read')),
  );

  app.put(
    apiPath(NOTIFICATION_PATHS.preferences),
    { schema: { body: preferencesBodySchema, response: { 200: preferencesWriteResultSchema } } },
    async (request, reply) => {
      const actor = ownNotifications(requireActor(request), 'update');
      return withIdempotency(db, request, reply, async (tx) => {
        await putPreferences(tx, actor, request.body);
        return { status: 200, body: await getPreferences(tx, actor) };
      });
    },
  );
};
