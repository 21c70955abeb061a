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
import { startPhase } from '../start-phases.ts';

export { isDatabaseUnavailable };

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
/** The advisory lock key under which migrations run ('cmt migrate'). */
export const MIGRATION_LOCK = 0x636d746d;

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; domain functions accept `Db | Tx` so callers can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** This version's migrations the database lacks now (/readyz); thrown when it does not answer. */
  pendingMigrations(): Promise<string[]>;
  /** What opening it did about migrations. */
  migrations: MigrationOutcome;
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

/** One migration of this version, as drizzle's journal lists it (`when`: what the database records). */
export interface CodeMigration {
  tag: string;
  when: number;
}

let journal: CodeMigration[] | undefined;
/** This version's migrations, oldest first (read once: /readyz asks for them on every probe). */
export function codeMigrations(): CodeMigration[] {
  journal ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: CodeMigration[];
    }
  ).entries
    .map(({ tag, when }) => ({ tag, when }))
    .sort((a, b) => a.when - b.when);
  return journal;
}

/**
 * The newest migration the database has recorded, or null for a database without drizzle's table (a
 * new one). Any other failure (the database unreachable) is thrown, never taken for "pending".
 */
async function lastApplied(newestRecorded: (query: string) => Promise<unknown>): Promise<number | null> {
  try {
    const last = await newestRecorded(
      'select max(created_at) as created_at from drizzle.__drizzle_migrations',
    );
    return last === null || last === undefined ? null : Number(last);
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema.
    const code = (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return null;
    throw error;
  }
}

/**
 * What the database lacks of this version's migrations, by drizzle's own test (it applies each migration
 * of the journal newer than the last one recorded), asked with one query: a restart with nothing to
 * apply skips the migrator (which reads and hashes every migration file, creates its schema and table
 * if missing and opens a transaction: ~25 ms of a restart on PGlite) and on PostgreSQL the lock's
 * connection. `ahead`: the database records a migration newer than this version knows (a previous
 * release running against the next one's schema, docs/deployment.md).
 */
async function migrationState(
  newestRecorded: (query: string) => Promise<unknown>,
): Promise<{ pending: string[]; ahead: boolean }> {
  const last = await lastApplied(newestRecorded);
  const migrations = codeMigrations();
  return {
    pending: migrations.filter((migration) => last === null || migration.when > last).map((m) => m.tag),
    ahead: last !== null && last > migrations[migrations.length - 1]!.when,
  };
}

/**
 * The database lacks migrations this version needs (`migrations: 'check'`): on PostgreSQL, run
 * `npm run migrate` first.
 */
export class MigrationsPending extends Error {
  readonly pending: string[];
  constructor(pending: string[]) {
    super(
      `The database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} this version needs (${pending.join(', ')}): ` +
        'run `npm run migrate` with this version and the same DATABASE_URL first.',
    );
    this.name = 'MigrationsPending';
    this.pending = pending;
  }
}

/** What opening the database did about migrations. */
export interface MigrationOutcome {
  /** The migrations applied now, oldest first (none: the database was up to date). */
  applied: string[];
  /** The database records a migration newer than this version's newest: nothing was applied. */
  ahead: boolean;
}

/**
 * Applies what PostgreSQL lacks, under the advisory lock: instances or `npm run migrate` runs at once
 * migrate one at a time, and the later ones, once they hold the lock, find nothing left to do (what is
 * pending is read again under it). A session lock held on a connection of its own, dropped afterwards;
 * the migrations run on that connection, outside the pool and its 15 s limits: an index built over a
 * million rows (migration 0027) takes longer than a request may.
 */
async function migratePostgres(url: string): Promise<MigrationOutcome> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await lock.connect();
  try {
    await lock.query('set statement_timeout = 0');
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const state = await migrationState(
      async (query) => (await lock.query<{ created_at: string | null }>(query)).rows[0]?.created_at,
    );
    if (state.pending.length) await migratePg(drizzlePg(lock), { migrationsFolder });
    return { applied: state.pending, ahead: state.ahead };
  } finally {
    await lock.end();
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

/** Applies what is pending (`apply`), or refuses a database that lacks a migration (`check`). */
async function settleMigrations(
  state: { pending: string[]; ahead: boolean },
  mode: 'apply' | 'check' = 'apply',
  apply: (state: { pending: string[]; ahead: boolean }) => Promise<MigrationOutcome>,
): Promise<MigrationOutcome> {
  if (!state.pending.length) return { applied: [], ahead: state.ahead };
  if (mode === 'check') throw new MigrationsPending(state.pending);
  return apply(state);
}

/**
 * The server's PostgreSQL pool. A database that went away must not end the process nor hang requests:
 * fail fast (503), recover on its own (see `createPool`). A query the server has not finished in 15 s
 * is cancelled there; one with no answer 2 s after that has lost its connection. A transaction left
 * open by a connection lost in a partition releases its locks after a minute. A busy pool is not an
 * outage: a query waits up to the acquire timeout for a connection (a burst of saves of one record
 * queues on its row lock), while a new connection that does not open in 2 s is one. The bench's floor
 * sends its statements through the same pool (bench/floor.mjs).
 */
export function serverPool(
  url: string,
  { size, acquireTimeoutMs }: { size: number; acquireTimeoutMs: number },
  onError?: (error: Error) => void,
) {
  return createPool(
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
    { onError, connectTimeoutMs: CONNECT_TIMEOUT_MS },
  );
}

/**
 * Opens PostgreSQL at `url`, or the embedded PGlite under `dataDir` (null: in memory), and applies
 * the committed migrations (or, with `migrations: 'check'`, refuses when one is pending). Both drivers
 * expose the same Drizzle API, so every query runs on both.
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
  /**
   * `apply` (the default): applies what is pending. `check`: applies nothing and refuses (throws
   * `MigrationsPending`) when this version needs a migration the database lacks: the server on
   * PostgreSQL, where `npm run migrate` is a step of its own (docs/deployment.md).
   */
  migrations?: 'apply' | 'check';
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = serverPool(url, options.pool ?? POOL_DEFAULTS, options.onPoolError);
    const db = drizzlePg(pool, { schema });
    const newestRecorded = async (query: string) =>
      (await pool.query<{ created_at: string | null }>(query)).rows[0]?.created_at;
    let migrations: MigrationOutcome;
    try {
      migrations = await settleMigrations(await migrationState(newestRecorded), options.migrations, () =>
        migratePostgres(url),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      pendingMigrations: async () => (await migrationState(newestRecorded)).pending,
      migrations,
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
  startPhase('pglite started');
  // A new 16 MB WAL segment is filled with zeros by default: 40 to 60 ms here, inside whichever
  // statement or commit crosses into it (every ~16 MB of writes: a bulk apply's commit, say). PGlite
  // runs without fsync on its own files, so preallocating them buys nothing; its one session keeps this.
  await client.exec('set wal_init_zero = off');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const newestRecorded = async (query: string) =>
    (await client.query<{ created_at: unknown }>(query)).rows[0]?.created_at;
  let migrations: MigrationOutcome;
  try {
    // One process holds a PGlite database: nobody else migrates it meanwhile.
    migrations = await settleMigrations(
      await migrationState(newestRecorded),
      options.migrations,
      async ({ pending, ahead }) => {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
        return { applied: pending, ahead };
      },
    );
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    pendingMigrations: async () => (await migrationState(newestRecorded)).pending,
    migrations,
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
