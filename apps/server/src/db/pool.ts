import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A query unanswered this long makes the pool check whether the database is still reachable (a
 * slow query on a reachable database is left alone, up to the statement timeout).
 */
const STALL_MS = 1000;
/** How long the reachability check (a new connection and `select 1`) may take. */
const PROBE_TIMEOUT_MS = 1000;
/** How long one check's answer holds before stalled queries ask again. */
const PROBE_HOLDS_MS = 1000;
const WATCH_EVERY_MS = 200;

/**
 * A pooled connection that knows since when its oldest unanswered query has been waiting, and that
 * drops itself when a query timed out (the answer may still come; the connection is unusable).
 */
class WatchedClient extends pg.Client {
  private readonly waiting = new Map<object, number>();

  /** When the oldest query sent and not yet answered was sent, or undefined when none waits. */
  waitingSince(): number | undefined {
    let oldest: number | undefined;
    for (const since of this.waiting.values()) if (oldest === undefined || since < oldest) oldest = since;
    return oldest;
  }

  /** Drops the connection: its queries fail at once ("Connection terminated unexpectedly"). */
  cut(): void {
    this.connection.stream.destroy();
  }

  // The driver's overloads (text, config or submittable; callback or promise) pass through as they are.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    if (typeof args[0]?.submit === 'function') return super.query(...(args as [pg.Submittable]));
    const mark = {};
    this.waiting.set(mark, Date.now());
    const settle = (error: unknown) => {
      this.waiting.delete(mark);
      if (error instanceof Error && error.message === 'Query read timeout') this.cut();
    };
    const last = args.length - 1;
    try {
      if (typeof args[last] === 'function') {
        const callback = args[last] as (error: unknown, result: unknown) => void;
        args[last] = (error: unknown, result: unknown) => {
          settle(error);
          callback(error, result);
        };
        return super.query(...(args as [string]));
      }
      const result = super.query(...(args as [string])) as Promise<unknown>;
      result.then(() => settle(undefined), settle);
      return result;
    } catch (error) {
      // Refused before it was sent (no query given): nothing waits.
      this.waiting.delete(mark);
      throw error;
    }
  }
}

/** Whether the database answers a new connection's `select 1` within `timeoutMs`. */
async function reachable(config: pg.ClientConfig, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: 0, query_timeout: 0 });
  client.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect().then(() => client.query('select 1')),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('No answer')), timeoutMs);
      }),
    ]);
    client.end().catch(() => {});
    return true;
  } catch (error) {
    client.connection.stream.destroy();
    // A refusal of another kind (a bad password, say) is still an answer: the database is there.
    return error instanceof pg.DatabaseError && !isDatabaseUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

export interface WatchedPool extends pg.Pool {
  /** Stops watching, then ends the pool. */
  end(): Promise<void>;
}

/**
 * The PostgreSQL pool, made so that a database going away never ends the process nor hangs a request:
 *
 * - Every connection has an 'error' listener for its whole life, also while checked out (a
 *   transaction, pg-boss, idempotency, audited writes, bulk apply's second connection): a socket
 *   dying then is reported to `onError` and the connection is handed back to the pool with that
 *   error, which drops it (its holder's next query fails at once and its own release does nothing).
 *   Without that listener Node ends the process on the first reset under write load.
 * - A partition (nothing comes back, nothing is closed) is found within about 2 s: when a query has
 *   waited `STALL_MS`, a new connection checks that the database answers; when it does not, the
 *   stalled connections are dropped and their requests answered 503, instead of waiting for the
 *   query timeout.
 */
export function createPool(
  config: pg.PoolConfig,
  {
    onError,
    connectTimeoutMs = config.connectionTimeoutMillis,
  }: {
    onError?: (error: Error) => void;
    /**
     * How long one new connection may take to open. The pool's `connectionTimeoutMillis` is the
     * acquire timeout: how long a query waits for a connection, free or new, which on a healthy
     * database is a wait for the queries ahead of it. A new connection that does not open within
     * this is the database being unreachable (503 at once), whatever the acquire timeout.
     */
    connectTimeoutMs?: number;
  } = {},
): WatchedPool {
  class Client extends WatchedClient {
    constructor(clientConfig: pg.ClientConfig) {
      super({ ...clientConfig, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({ ...config, Client: Client as unknown as new () => pg.ClientBase });
  const clients = new Set<WatchedClient>();
  const checkedOut = new WeakSet<pg.PoolClient>();

  // An idle connection that dies: the pool drops it and says so here.
  pool.on('error', (error) => onError?.(error));
  pool.on('connect', (client) => {
    clients.add(client as unknown as WatchedClient);
    client.on('error', (error) => {
      // Idle: the pool's own listener has it (above). Checked out: nobody else listens.
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      onError?.(error);
      const release = client.release;
      client.release = () => {};
      release.call(client, error);
    });
  });
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => clients.delete(client as unknown as WatchedClient));

  let probing = false;
  let lastProbe: { at: number; answered: boolean } | undefined;
  const stalled = () => {
    const now = Date.now();
    return [...clients].filter((client) => {
      const since = client.waitingSince();
      return since !== undefined && now - since >= STALL_MS;
    });
  };
  const cutStalled = () => {
    for (const client of stalled()) client.cut();
  };
  const watch = setInterval(() => {
    if (probing || stalled().length === 0) return;
    if (lastProbe && Date.now() - lastProbe.at < PROBE_HOLDS_MS) {
      if (!lastProbe.answered) cutStalled();
      return;
    }
    probing = true;
    void reachable(config, PROBE_TIMEOUT_MS).then((answered) => {
      probing = false;
      lastProbe = { at: Date.now(), answered };
      if (!answered) cutStalled();
    });
  }, WATCH_EVERY_MS);
  watch.unref();

  const end = pool.end.bind(pool);
  return Object.assign(pool, {
    end: () => {
      clearInterval(watch);
      return end();
    },
  });
}
