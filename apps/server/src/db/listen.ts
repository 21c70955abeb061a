import pg from 'pg';

export interface ListenHandlers {
  /** One NOTIFY payload on the channel. */
  message(payload: string): void;
  /**
   * Whether every notification is being heard: true once LISTEN is in place, false as soon as the
   * connection is lost, stalls or is stopped. Anything sent while it was false may have been missed.
   */
  live(isLive: boolean): void;
  /** The connection was lost or could not be made (it is retried with backoff). */
  error?(error: unknown): void;
}

export interface ListenOptions {
  /** How often the connection is checked with a query; a check without an answer in time ends it. */
  heartbeatMs?: number;
}

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (outside the pool), reconnecting with
 * backoff whenever it is lost. A heartbeat query finds a connection that went silent without
 * closing, so `live(true)` never outlasts a connection that can no longer deliver. Returns `stop`.
 */
export function listen(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  { heartbeatMs = 2000 }: ListenOptions = {},
): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client, error?: unknown) => {
    if (current === client) {
      current = null;
      clearInterval(heartbeat);
      handlers.live(false);
      if (error) handlers.error?.(error);
      schedule();
    }
    client.end().catch(() => {});
  };

  const schedule = () => {
    if (stopped) return;
    const delay = Math.min(250 * 2 ** attempt++, 10_000);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      query_timeout: heartbeatMs,
    });
    // Errors after connecting arrive here; unhandled, they would end the process.
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    client.on('notification', (notification) => {
      if (notification.channel === channel && current === client)
        handlers.message(notification.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      handlers.error?.(error);
      client.end().catch(() => {});
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    attempt = 0;
    heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => drop(client, error));
    }, heartbeatMs);
    heartbeat.unref();
    handlers.live(true);
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const client = current;
    current = null;
    handlers.live(false);
    await client?.end().catch(() => {});
  };
}
