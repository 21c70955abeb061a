import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listen, type ListenHandlers } from './listen.ts';
import * as schema from './schema.ts';

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; domain functions accept `Db | Tx` so callers can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on a channel over a connection of its own, reconnecting when it is lost
   * (see `listen`); returns `stop`. PGlite belongs to one process, which makes every change itself.
   */
  listen?(channel: string, handlers: ListenHandlers): () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it with `from` (tests). */
  dump?(): Promise<Blob>;
}

/**
 * Opens PostgreSQL at `url`, or the embedded PGlite under `dataDir` (null: in memory), and applies
 * the committed migrations. Both drivers expose the same Drizzle API, so every query runs on both.
 * `from` starts a PGlite database from a `dump()` instead of an empty cluster (skips initdb).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  from?: Blob;
  /** Told about connection errors of idle pooled clients (PostgreSQL only); they never end the process. */
  onPoolError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A database that went away must not hang requests: fail fast, answer 503, recover later.
      connectionTimeoutMillis: 3000,
      statement_timeout: 15000,
      query_timeout: 20000,
      idleTimeoutMillis: 30000,
      keepAlive: true,
    });
    // An idle client whose connection dies (server restart, pg_terminate_backend) emits 'error' on
    // the pool; unhandled, that would end the process. The pool drops that client and makes a new
    // one on the next query, so logging is all there is to do.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      listen: (channel, handlers) => listen(url, channel, handlers),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir, 'pg') : undefined,
    loadDataDir: options.from,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Connection-level failures: the database is down or unreachable, not the query's fault. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 08xxx: connection exceptions.
    if (unavailableCodes.has(code) || /^57P0[123]$/.test(code) || /^08/.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/**
 * Opens the database, retrying with backoff while it is unreachable (a server that starts before its
 * database should wait for it, saying so, not exit at once). Gives up after `giveUpMs`.
 */
export async function openDatabaseWithRetry(
  options: Parameters<typeof openDatabase>[0],
  {
    giveUpMs,
    onRetry,
    open = openDatabase,
  }: {
    giveUpMs: number;
    onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
    open?: typeof openDatabase;
  },
): Promise<Database> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await open(options);
    } catch (error) {
      const delayMs = Math.min(500 * 2 ** (attempt - 1), 10000);
      if (!isDatabaseUnavailable(error) || Date.now() - started + delayMs > giveUpMs) throw error;
      onRetry?.(error, attempt, delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
