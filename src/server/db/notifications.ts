import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN subscriber is told. */
export interface NotificationHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * True once notifications flow; false when they may have been missed (the connection dropped),
   * until they flow again. Whoever relies on them stops relying while false.
   */
  onLive(live: boolean): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1_000;

/**
 * LISTEN on PostgreSQL with a connection of its own (a pooled one may be handed to someone else),
 * reconnecting after a drop: notifications sent while it was down are lost, so it reports not live
 * until it listens again.
 */
export async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      handlers.onLive(false);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (n) => n.channel === channel && handlers.onNotify(n.payload ?? ''));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === next) handlers.onLive(true);
    } catch {
      dropped();
      await next.end().catch(() => undefined);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    handlers.onLive(false);
    await last?.end().catch(() => undefined);
  };
}

/** LISTEN on the embedded database: one process, so nothing is ever missed once it listens. */
export async function listenPglite(client: PGlite, channel: string, handlers: NotificationHandlers): Promise<StopListening> {
  const unlisten = await client.listen(channel, handlers.onNotify);
  handlers.onLive(true);
  return async () => {
    handlers.onLive(false);
    // The database may already be closed when the app shuts down.
    await unlisten().catch(() => undefined);
  };
}
