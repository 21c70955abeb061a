import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { withReplicas } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';
import { createPool, type WatchedPool } from './pool.ts';
import { CONNECT_TIMEOUT_MS, POOL_DEFAULTS } from './pool-defaults.ts';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/*
 * Read replicas (DATABASE_REPLICA_URLS, docs/deployment.md "Read replicas").
 *
 * One place decides where a request reads: `registerEndpoints` runs the handler of a replica-eligible
 * endpoint (`readsFromReplica`: lists, searches, exports, Home, the customer page) inside `run()`,
 * which picks a usable replica (or none) and makes `app.db` that replica's Drizzle `withReplicas`
 * handle for the request: its selects and relational queries go to the replica; its inserts, updates,
 * deletes, raw `execute`s and transactions (and so every read inside one) to the primary. Every other
 * request, and everything outside a request (jobs, the sealer, sign-in checks), reads the primary.
 *
 * A sampler asks every second the primary's `pg_current_wal_lsn()` and each replica's
 * `pg_is_in_recovery()` and `pg_last_wal_replay_lsn()`. A replica's lag is how long ago the primary
 * was first seen ahead of where the replica has now replayed (0 once it has replayed what the primary
 * had at the last sample); one lagging more than REPLICA_MAX_LAG_SECONDS, unreachable, or not in
 * recovery (a URL of the primary, a promoted replica) is skipped (`cmt_db_replica_skipped_total`).
 *
 * Read-your-writes: after a write request (any method but GET) of a staff session, the primary's
 * `pg_current_wal_lsn()` is kept for that session (a fence) and sent back as `x-read-after`; the
 * session's reads go to the primary until a replica has replayed past it, at most
 * `REPLICA_MAX_LAG_SECONDS + 2` s (by then any replica still used has replayed it). The web app sends
 * the last fence it was given back on each request (`x-read-after`), so a read that lands on another
 * instance also waits for it; the fence is signed with the session, so a client can only delay its
 * own reads, and only for that bounded time.
 */

/** The handle a request reads through while inside `run()`: `app.db` (plugins/read-replicas.ts). */
const reading = new AsyncLocalStorage<{ db: Db }>();

/** The Db a request runs on now: a replica's routed handle inside `run()`, else `primary`. */
export const currentDb = (primary: Db): Db => reading.getStore()?.db ?? primary;

/** Why a replica is not read from now. */
export type SkipReason = 'lagging' | 'unreachable' | 'not_a_replica';

export interface ReplicaState {
  /** host:port/database, never the credentials. */
  name: string;
  usable: boolean;
  /** null while usable, or before the first sample. */
  reason: SkipReason | null;
  /** Seconds behind the primary; null while unknown (unreachable, not yet sampled). */
  lagSeconds: number | null;
  /** The last replayed WAL position sampled. */
  replayLsn: bigint | null;
}

export interface ReplicaEvents {
  /** A replica-eligible read was served by the replica or the primary. */
  read(servedBy: 'replica' | 'primary'): void;
  /** A replica was passed over for a read, and why ("own_write": read-your-writes). */
  skipped(replica: string, reason: SkipReason | 'own_write'): void;
  /** A replica became usable or stopped being (logged by the plugin). */
  changed(state: ReplicaState): void;
}

export interface ReplicaSet {
  readonly states: () => ReplicaState[];
  /**
   * Runs `work` with `app.db` reading from a usable replica that has replayed past the session's
   * fence (the newer of its own and `header`'s), or from the primary. A replica found unreachable
   * while it runs is marked so and `work` runs again on the primary.
   */
  run<T>(session: number | undefined, header: string | undefined, work: () => Promise<T>): Promise<T>;
  /** After a write of `session`: its fence (the primary's WAL position now), as the `x-read-after` value. */
  noteWrite(session: number): Promise<string>;
  /** Samples once now (tests; the sampler does it every second). */
  sample(): Promise<void>;
  close(): Promise<void>;
}

/** '16/B374D848' → its position as a number. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

/** A URL's name for logs and metrics: host, port and database, never user nor password. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** A read a replica cancelled because of recovery (SQLSTATE 40001 "conflict with recovery"). */
function cancelledByRecovery(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  )
    if (e.code === '40001' && typeof e.message === 'string' && /conflict with recovery/i.test(e.message))
      return true;
  return false;
}

/** Compares a signature in constant time. */
const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const SAMPLE_EVERY_MS = 1000;
/** An unparseable, forged or expired fence never sends reads anywhere: at most this long after the write. */
const FENCE_SLACK_MS = 2000;

interface Replica {
  state: ReplicaState;
  pool: WatchedPool;
  db: Db;
}

export function createReplicaSet(options: {
  primary: Db;
  /** The primary's pool, for the fences and samples (a query each). */
  primaryQuery: (text: string) => Promise<pg.QueryResult>;
  urls: readonly string[];
  maxLagSeconds: number;
  pool?: { size: number; acquireTimeoutMs: number };
  events: ReplicaEvents;
  /** Signs a fence for a session (HMAC under the deployment's token secret). */
  sign: (text: string) => string;
}): ReplicaSet {
  const { primary, events, maxLagSeconds } = options;
  const maxLagMs = maxLagSeconds * 1000;
  const fenceMs = maxLagMs + FENCE_SLACK_MS;
  const { size, acquireTimeoutMs } = options.pool ?? POOL_DEFAULTS;

  const set = (replica: Replica, next: Partial<ReplicaState>) => {
    const before = replica.state;
    replica.state = { ...before, ...next };
    if (before.usable !== replica.state.usable || before.reason !== replica.state.reason)
      events.changed(replica.state);
  };

  const replicas: Replica[] = options.urls.map((url) => {
    const pool = createPool(
      {
        connectionString: url,
        max: size,
        connectionTimeoutMillis: acquireTimeoutMs,
        statement_timeout: 15000,
        query_timeout: 17000,
        idleTimeoutMillis: 30000,
        keepAlive: true,
      },
      // A connection lost (the replica stopped or restarted): skipped until a sample finds it again.
      {
        onError: () => set(replica, { usable: false, reason: 'unreachable', lagSeconds: null }),
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      },
    );
    const replica: Replica = {
      // Not read from until its first sample, which logs what it found (reason null: not asked yet).
      state: {
        name: replicaName(url),
        usable: false,
        reason: null,
        lagSeconds: null,
        replayLsn: null,
      },
      pool,
      db: withReplicas(primary, [drizzlePg(pool, { schema })], ([only]) => only!) as unknown as Db,
    };
    return replica;
  });

  /** The primary's WAL position at each recent sample, oldest first. */
  const history: { at: number; lsn: bigint }[] = [];
  const sample = async () => {
    const at = Date.now();
    let primaryLsn: bigint | null = null;
    try {
      const { rows } = await options.primaryQuery('select pg_current_wal_lsn()::text as lsn');
      primaryLsn = parseLsn((rows[0] as { lsn?: string } | undefined)?.lsn);
    } catch {
      // The primary away: every read fails anyway; the replicas keep their last state.
    }
    if (primaryLsn !== null) {
      history.push({ at, lsn: primaryLsn });
      while (history.length > 1 && at - history[0]!.at > maxLagMs + 10_000) history.shift();
    }
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { rows } = await replica.pool.query<{ recovering: boolean; replayed: string | null }>(
            'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed',
          );
          const row = rows[0]!;
          if (!row.recovering) {
            set(replica, { usable: false, reason: 'not_a_replica', lagSeconds: null, replayLsn: null });
            return;
          }
          const replayed = parseLsn(row.replayed);
          const ahead = history.find((seen) => replayed === null || seen.lsn > replayed);
          const lagSeconds = ahead ? (Date.now() - ahead.at) / 1000 : 0;
          const lagging = replayed === null || lagSeconds > maxLagSeconds;
          set(replica, {
            usable: !lagging,
            reason: lagging ? 'lagging' : null,
            lagSeconds,
            replayLsn: replayed,
          });
        } catch {
          set(replica, { usable: false, reason: 'unreachable', lagSeconds: null });
        }
      }),
    );
  };
  let sampling: Promise<void> | null = null;
  const sampleOnce = () => (sampling ??= sample().finally(() => (sampling = null)));
  const timer = setInterval(() => void sampleOnce(), SAMPLE_EVERY_MS);
  timer.unref();
  void sampleOnce();

  /** Each session's last write: the primary's WAL position then, and when. */
  const fences = new Map<number, { lsn: bigint; at: number }>();
  const fenceOf = (session: number | undefined, header: string | undefined) => {
    if (session === undefined) return null;
    const now = Date.now();
    let fence = fences.get(session) ?? null;
    if (fence && now - fence.at > fenceMs) {
      fences.delete(session);
      fence = null;
    }
    // `<lsn>.<ms>.<signature>` from another instance (or this one): honoured when signed for this session.
    const [lsnText, msText, signature] = (header ?? '').split('.');
    const lsn = parseLsn(lsnText);
    const at = Number(msText);
    if (
      lsn !== null &&
      Number.isFinite(at) &&
      at - now <= fenceMs && // another instance's clock may be ahead of this one's
      now - at <= fenceMs &&
      sameText(signature ?? '', options.sign(`${session}.${lsnText}.${msText}`)) &&
      (!fence || lsn > fence.lsn)
    )
      fence = { lsn, at };
    return fence;
  };
  let turn = 0;

  const choose = (session: number | undefined, header: string | undefined): Replica | null => {
    const fence = fenceOf(session, header);
    const usable: Replica[] = [];
    for (const replica of replicas) {
      const { state } = replica;
      if (!state.usable) events.skipped(state.name, state.reason ?? 'unreachable');
      else if (fence && (state.replayLsn === null || state.replayLsn < fence.lsn))
        events.skipped(state.name, 'own_write');
      else usable.push(replica);
    }
    if (usable.length === 0) return null;
    return usable[turn++ % usable.length]!;
  };

  return {
    states: () => replicas.map((replica) => replica.state),
    async run(session, header, work) {
      const replica = choose(session, header);
      if (!replica) {
        events.read('primary');
        return work();
      }
      try {
        const result = await reading.run({ db: replica.db }, work);
        events.read('replica');
        return result;
      } catch (error) {
        if (cancelledByRecovery(error)) {
          // A hot-standby conflict (the replica replayed a change the read's snapshot still needed).
          events.skipped(replica.state.name, 'lagging');
          events.read('primary');
          return work();
        }
        if (!isDatabaseUnavailable(error)) throw error;
        // The replica went away between two samples: skipped from now on, and this read served again
        // by the primary (the pool's own error has usually marked it already).
        set(replica, { usable: false, reason: 'unreachable', lagSeconds: null });
        events.skipped(replica.state.name, 'unreachable');
        events.read('primary');
        return work();
      }
    },
    async noteWrite(session) {
      const at = Date.now();
      let lsnText = 'FFFFFFFF/FFFFFFFF';
      try {
        const { rows } = await options.primaryQuery('select pg_current_wal_lsn()::text as lsn');
        lsnText = (rows[0] as { lsn: string }).lsn;
      } catch {
        // Unknown: the session reads from the primary for the fence's whole time.
      }
      const lsn = parseLsn(lsnText)!;
      const kept = fences.get(session);
      if (!kept || kept.lsn <= lsn || at - kept.at > fenceMs) fences.set(session, { lsn, at });
      // Sessions that wrote once and went away: their fences are dropped with the next writes.
      if (fences.size > 10_000)
        for (const [id, fence] of fences) if (at - fence.at > fenceMs) fences.delete(id);
      return `${lsnText}.${at}.${options.sign(`${session}.${lsnText}.${at}`)}`;
    },
    sample: sampleOnce,
    async close() {
      clearInterval(timer);
      await sampling?.catch(() => {});
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => {})));
    },
  };
}

/** What `readsFromReplica` needs of a contract endpoint. */
interface EndpointShape {
  method: string;
  path: string;
  download?: { contentType: string };
  upload?: unknown;
  response: unknown;
}

/** Response fields that make a GET a list (`items`), a search (`hits`, `groups`) or Home (`cards`). */
const READ_SHAPES = ['items', 'hits', 'groups', 'cards'];

/**
 * Whether an endpoint reads from a replica: a GET that is a list, a search, an export or CSV report,
 * Home or the customer page. Everything else (a record's own page, the caller's notifications and
 * sessions, the audit chain's verify, every write) reads the primary.
 */
export function readsFromReplica(endpoint: EndpointShape): boolean {
  if (endpoint.method !== 'GET' || endpoint.upload) return false;
  if (/\/(notifications|auth|sessions)(\/|$)/.test(endpoint.path) || endpoint.path.includes('/verify'))
    return false;
  if (endpoint.download) return endpoint.download.contentType === 'text/csv';
  if (endpoint.path.endsWith('/customers/:id/overview')) return true;
  const shape = (endpoint.response as { shape?: Record<string, unknown> } | null)?.shape;
  return shape !== undefined && READ_SHAPES.some((field) => field in shape);
}
