import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deriveKey } from '../../derive-key';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../domain/notifications/notification-api';

/**
 * The signed token of a notification email's unsubscribe link (RFC 8058): `<userId>.<event>.<mac>`, the
 * mac an HMAC-SHA256 of `<userId>.<event>` under a key derived from the server's secret for this
 * purpose alone. It names one person and one event and does not expire (an old email's link still
 * works); it only ever turns email off.
 */
export const unsubscribeKeyOf = (app: Pick<FastifyInstance, 'authContext'>) => deriveKey(app.authContext.accessTokenKey, 'notification-unsubscribe');

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signUnsubscribeToken(key: string, userId: string, event: NotificationEvent): string {
  const payload = `${userId}.${event}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The person and event a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(key: string, token: string): { userId: string; event: NotificationEvent } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, event, given] = parts as [string, string, string];
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !(NOTIFICATION_EVENTS as readonly string[]).includes(event)) return null;
  const expected = Buffer.from(mac(key, `${userId}.${event}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, event: event as NotificationEvent };
}
