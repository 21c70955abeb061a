import fs from 'node:fs';
import { createRequire } from 'node:module';
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
import { createPool } from './pool.ts';
import { CONNECT_TIMEOUT_MS, POOL_DEFAULTS } from './pool-defaults.ts';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export { isDatabaseUnavailable };

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
/** The advisory lock key under which migrations run ('cmt migrate'). */
const MIGRATION_LOCK = 0x636d746d;

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; domain functions accept `Db | Tx` so callers can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * LISTEN on a channel: on PostgreSQL over a connection of its own, reconnecting when it is lost
   * (see `listen`); on PGlite, which belongs to one process, its own notifications. Returns `stop`.
   */
  listen?(channel: string, handlers: ListenHandlers): () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it with `from` (tests). */
  dump?(): Promise<Blob>;
}

/**
 * Whether the database lacks a committed migration: drizzle's own test (it applies each migration of
 * the journal newer than the last one recorded), asked with one query, so that a restart with nothing
 * to apply skips the migrator (which reads and hashes every migration file, creates its schema and
 * table if missing and opens a transaction: ~25 ms of a restart on PGlite) and on PostgreSQL the
 * lock's connection. No table yet (a new database): pending.
 */
async function migrationsPending(lastApplied: (query: string) => Promise<unknown>): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const last = await lastApplied('select max(created_at) as created_at from drizzle.__drizzle_migrations');
    return !(Number(last) >= newest);
  } catch {
    return true;
  }
}

const pgliteDist = () => path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
let pgliteModule: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's engine (~9 MB of WebAssembly) and its share files (~6 MB), read at once, the engine compiled
 * on V8's background threads and kept for the process. PGlite would read both in half-megabyte steps,
 * each waiting for a free moment of the main thread, which at start is busy loading the app's modules
 * (server.ts opens the database while they load).
 */
function pgliteAssets(): { module: Promise<WebAssembly.Module>; fsBundle: Blob } {
  if (!pgliteModule) {
    const compiling = WebAssembly.compile(fs.readFileSync(path.join(pgliteDist(), 'pglite.wasm')));
    // A failed compile is reported where it is awaited, and not kept for the next open.
    compiling.catch(() => {
      if (pgliteModule === compiling) pgliteModule = undefined;
    });
    pgliteModule = compiling;
  }
  return {
    module: pgliteModule,
    fsBundle: new Blob([fs.readFileSync(path.join(pgliteDist(), 'pglite.data'))]),
  };
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
  /** Told about lost connections, idle or checked out (PostgreSQL only); they never end the process. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: connections at most, and how long a query may wait for one (`DATABASE_POOL_SIZE`, …). */
  pool?: { size: number; acquireTimeoutMs: number };
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    // A database that went away must not end the process nor hang requests: fail fast (503),
    // recover on its own (see `createPool`). A query the server has not finished in 15 s is cancelled
    // there; one with no answer 2 s after that has lost its connection. A transaction left open by
    // a connection lost in a partition releases its locks after a minute. A busy pool is not an
    // outage: a query waits up to the acquire timeout for a connection (a burst of saves of one
    // record queues on its row lock), while a new connection that does not open in 2 s is one.
    const { size, acquireTimeoutMs } = options.pool ?? POOL_DEFAULTS;
    const pool = createPool(
      {
        connectionString: url,
        max: size,
        connectionTimeoutMillis: acquireTimeoutMs,
        statement_timeout: 15000,
        query_timeout: 17000,
        idle_in_transaction_session_timeout: 60000,
        idleTimeoutMillis: 30000,
        keepAlive: true,
      },
      { onError: options.onPoolError, connectTimeoutMs: CONNECT_TIMEOUT_MS },
    );
    const db = drizzlePg(pool, { schema });
    const pending = await migrationsPending(
      async (query) => (await pool.query<{ created_at: string | null }>(query)).rows[0]?.created_at,
    );
    // Instances starting together migrate one at a time (the others then find nothing to do): a
    // session lock held on a connection of its own, which is dropped afterwards.
    // The migrations run on that connection, outside the pool and its 15 s limits: an index built
    // over a million rows (migration 0027) takes longer than a request may.
    if (pending) {
      const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      await lock.connect();
      try {
        await lock.query('set statement_timeout = 0');
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(lock), { migrationsFolder });
      } finally {
        await lock.end();
      }
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, handlers) => listen(url, channel, handlers),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const engine = pgliteAssets();
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir, 'pg') : undefined,
    loadDataDir: options.from,
    extensions: { pg_trgm },
    pgliteWasmModule: await engine.module,
    fsBundle: engine.fsBundle,
  });
  // A new 16 MB WAL segment is filled with zeros by default: 40 to 60 ms here, inside whichever
  // statement or commit crosses into it (every ~16 MB of writes: a bulk apply's commit, say). PGlite
  // runs without fsync on its own files, so preallocating them buys nothing; its one session keeps this.
  await client.exec('set wal_init_zero = off');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pending = await migrationsPending(
    async (query) => (await client.query<{ created_at: unknown }>(query)).rows[0]?.created_at,
  );
  if (pending) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, handlers) => {
      const unlisten = client.listen(channel, (payload) => handlers.message(payload));
      void unlisten.then(() => handlers.live(true), handlers.error);
      return async () => {
        handlers.live(false);
        await (await unlisten.catch(() => null))?.().catch(() => {});
      };
    },
  };
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
