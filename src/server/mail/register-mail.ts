import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { createMessageSender } from './message-sender';

/** Addresses only this machine reaches. */
const isLoopback = (host: string): boolean => host === 'localhost' || host === '::1' || host.startsWith('127.');

/**
 * The dev mailbox shows every login code, so whoever reads it can sign in as anyone: it is on by
 * default only while nobody else can reach the server (a loopback HOST), DEV_MAILBOX=1/0 decides
 * otherwise, and it is never on in production.
 */
export const devMailboxEnabled = (config: Config): boolean => config.NODE_ENV !== 'production' && (config.DEV_MAILBOX ?? isLoopback(config.HOST));

/** Decorates `app.messageSender` and serves the dev mailbox when it is enabled. */
export function registerMail(app: FastifyInstance, config: Config, db: Database): void {
  app.decorate('messageSender', createMessageSender(config, db));
  if (devMailboxEnabled(config)) devMailboxRoutes(app, db);
}
