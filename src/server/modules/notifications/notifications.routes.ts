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
import { errorAnswerSchema, fileAnswer } from '../../../domain/api/contract';
import { NOTIFICATION_EVENT_LABELS } from '../../../domain/notifications/notification-api';
import {
  NOTIFICATION_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeAnswerSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '../../../domain/notifications/notification-unsubscribe';
import { badRequest, forbidden } from '../../http-error';
import { registerSharedRateLimits } from '../../plugins/rate-limit-store';
import { requireActor, type Actor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import type { ServerModule } from '../module';
import { getPreferences, listNotifications, markRead, putPreferences, unsubscribeFromEmail } from './notifications.service';
import { unsubscribeKeyOf, verifyUnsubscribeToken } from './unsubscribe-token';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page a browser is shown (no script: the app's CSP applies; the form posts to the same address). */
function unsubscribePage(message: string, form?: { action: string; button: string }): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Email notifications</title></head><body><main><h1>Email notifications</h1><p>${escapeHtml(message)}</p>${button}</main></body></html>`;
}

/** Everyone reads and marks their own notifications (the CASL Notification subject, docs/product/notifications.md). */
function ownNotifications(actor: Actor, action: 'read' | 'update'): Actor {
  if (!actor.ability.can(action, subject('Notification', { userId: actor.user.id }))) throw forbidden('You may not see notifications.');
  return actor;
}

/** The bell and its settings (docs/product/notifications.md): the caller's own notifications, marking them read, their preferences. */
export const notificationsModule: ServerModule = async (app, { db, config }) => {
  // One-click unsubscribe (RFC 8058): public, signed per person and event, limited per address like the other public links.
  await registerSharedRateLimits(app, db);
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const unsubscribeKey = unsubscribeKeyOf(app);
  const page = fileAnswer('text/html', 'A small page saying what the link does (a browser asks for text/html)');
  const answers = (description: string) => ({
    200: { description, content: { 'application/json': { schema: unsubscribeAnswerSchema }, 'text/html': page.content['text/html']! } },
    400: {
      description: 'The token is malformed or its signature does not match',
      content: { 'application/json': { schema: errorAnswerSchema }, 'text/html': page.content['text/html']! },
    },
  });
  const wantsHtml = (accept: string | undefined) => accept?.includes('text/html') ?? false;
  const tokenOf = (token: string) => {
    const named = verifyUnsubscribeToken(unsubscribeKey, token);
    if (!named) throw badRequest(UNSUBSCRIBE_MESSAGES.invalid);
    return named;
  };
  // Mail clients post the form-encoded `List-Unsubscribe=One-Click`.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }
  const unsubscribePath = apiPath(NOTIFICATION_UNSUBSCRIBE_PATH);

  // A click in a browser (or a mail scanner opening the link): says what the link does, changes nothing.
  app.get(
    unsubscribePath,
    { config: { rateLimit }, schema: { querystring: unsubscribeQuerySchema, response: answers('What the link turns off; nothing changes yet') } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const named = verifyUnsubscribeToken(unsubscribeKey, request.query.token);
      if (!named) {
        if (!wantsHtml(request.headers.accept)) throw badRequest(UNSUBSCRIBE_MESSAGES.invalid);
        return reply.code(400).type('text/html; charset=utf-8').send(unsubscribePage(UNSUBSCRIBE_MESSAGES.invalidPage));
      }
      const message = UNSUBSCRIBE_MESSAGES.confirm(NOTIFICATION_EVENT_LABELS[named.event]);
      if (!wantsHtml(request.headers.accept)) return { event: named.event, message };
      const action = `${unsubscribePath}?token=${encodeURIComponent(request.query.token)}`;
      return reply.type('text/html; charset=utf-8').send(unsubscribePage(message, { action, button: UNSUBSCRIBE_MESSAGES.button }));
    },
  );

  // The one-click POST (RFC 8058), or the page's button: email off for that event for that person.
  app.post(
    unsubscribePath,
    {
      config: { rateLimit },
      schema: { querystring: unsubscribeQuerySchema, body: unsubscribeBodySchema, response: answers('Email for the event is off for the person') },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const named = tokenOf(request.query.token);
      await db.transaction((tx) => unsubscribeFromEmail(tx, named.userId, named.event));
      const message = UNSUBSCRIBE_MESSAGES.done(NOTIFICATION_EVENT_LABELS[named.event]);
      if (!wantsHtml(request.headers.accept)) return { event: named.event, message };
      return reply.type('text/html; charset=utf-8').send(unsubscribePage(message));
    },
  );

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
