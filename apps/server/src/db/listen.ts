import pg from 'pg';

/** Heartbeat payloads start with this; they never reach `message`. */
const HEARTBEAT = 'heartbeat:';

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
  /** Who this listener is to the others on the channel: its heartbeats carry it (random by default). */
  self?: string;
  /** Another listener on the channel beat its heartbeat: it is there, and hearing. */
  peer?(id: string): void;
}

export interface ListenOptions {
  /**
   * How often the connection is checked: each beat sends a notification on the channel through it,
   * which must come back before the next beat, or the connection is dropped and made again. So
   * `live(true)` never outlasts a connection that answers queries but no longer delivers
   * notifications (a stall, or a transaction-pooling proxy in between).
   */
  heartbeatMs?: number;
  /** Tests only: send the heartbeat on another channel, as a connection that no longer delivers would. */
  heartbeatChannel?: string;
}

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (outside the pool), reconnecting with
 * backoff whenever it is lost. A heartbeat notification finds a connection that went silent or
 * stopped delivering (see `heartbeatMs`). Returns `stop`.
 */
export function listen(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  { heartbeatMs = 2000, heartbeatChannel = channel }: ListenOptions = {},
): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** The heartbeat payload sent and not yet received back. */
  let awaiting: string | null = null;
  let beat = 0;
  // Heartbeats name their listener: every listener on the channel hears every one, and another's
  // beat of the same number must not pass for this one's.
  const self = handlers.self ?? Math.random().toString(36).slice(2);
  const beatPrefix = `${HEARTBEAT}${self}:`;

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

  /** A heartbeat that is not awaited: this listener's hello, or its answer to another's. */
  const say = (client: pg.Client, word: 'hello' | 'here') =>
    void client.query('SELECT pg_notify($1, $2)', [heartbeatChannel, `${beatPrefix}${word}`]).catch(() => {});

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
      if (notification.channel !== channel || current !== client) return;
      const payload = notification.payload ?? '';
      if (payload.startsWith(HEARTBEAT)) {
        if (payload === awaiting) awaiting = null;
        else if (!payload.startsWith(beatPrefix)) {
          const id = payload.slice(HEARTBEAT.length, payload.lastIndexOf(':'));
          if (id) handlers.peer?.(id);
          // A listener that has just come says hello; the others answer at once, so that each knows
          // the others without waiting for their next beat.
          if (payload.endsWith(':hello')) say(client, 'here');
        }
      } else handlers.message(payload);
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
    awaiting = null;
    heartbeat = setInterval(() => {
      if (awaiting !== null) {
        drop(client, new Error('The heartbeat notification did not come back'));
        return;
      }
      awaiting = `${beatPrefix}${++beat}`;
      client
        .query('SELECT pg_notify($1, $2)', [heartbeatChannel, awaiting])
        .catch((error: unknown) => drop(client, error));
    }, heartbeatMs);
    heartbeat.unref();
    handlers.live(true);
    say(client, 'hello');
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
