import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { createMessageSender } from './message-sender';

/** The dev mailbox is on unless NODE_ENV=production; DEV_MAILBOX=1/0 overrides either way. */
export const devMailboxEnabled = (config: Config): boolean => config.DEV_MAILBOX ?? config.NODE_ENV !== 'production';

/** Decorates `app.messageSender` and serves the dev mailbox when it is enabled. */
export function registerMail(app: FastifyInstance, config: Config, db: Database): void {
  app.decorate('messageSender', createMessageSender(config, db));
  if (devMailboxEnabled(config)) devMailboxRoutes(app, db);
}
