import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a `Database.listen` subscriber is told. */
export type NotificationHandlers = {
  /** A notification on the channel, with its payload. */
  notify(payload: string): void;
  /**
   * The subscription is in place again after `lost`: notifications sent meanwhile were missed.
   * Not called for the first subscription.
   */
  back?(): void;
  /** The subscription is gone (the connection was lost or could not be made): once per outage. */
  lost?(error: Error): void;
};

export type Subscription = { close(): Promise<void> };

/** Delays between attempts to listen again after a lost connection: doubled up to the cap. */
const RECONNECT_DELAYS = { firstMs: 500, maxMs: 5000 };

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to queries and
 * its notifications lost). When the connection ends or fails it tries again, 0.5 s then doubling
 * up to 5 s, until `close()`; `lost` and `back` tell of each outage once. Resolves once the first
 * attempt has succeeded or failed: a server that is down at start is tried again like a lost one.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  delays = RECONNECT_DELAYS,
): Promise<Subscription> {
  let client: pg.Client | undefined;
  let closed = false;
  let down = false;
  let delay = delays.firstMs;
  let retry: NodeJS.Timeout | undefined;

  const failed = (error: Error) => {
    if (closed) return;
    if (!down) {
      down = true;
      handlers.lost?.(error);
    }
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, delays.maxMs);
  };

  const connect = async () => {
    retry = undefined;
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // Errors end the connection: 'end' below decides what follows, never an unhandled 'error'.
    candidate.on('error', () => {});
    candidate.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      candidate.end().catch(() => {});
      failed(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    candidate.once('end', () => {
      if (client !== candidate) return;
      client = undefined;
      failed(new Error('the notification connection ended'));
    });
    delay = delays.firstMs;
    if (down) {
      down = false;
      handlers.back?.();
    }
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/** LISTEN on the embedded database: one process, one connection, nothing to lose. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
  return {
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}
