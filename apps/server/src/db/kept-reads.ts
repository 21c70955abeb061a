import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export interface KeptReads<K, V> {
  /** The value as the database has it now (kept in memory only while that is known to be exact). */
  read(key: K): Promise<V>;
  /** Must be called once a change to the value has committed (in this process). */
  forget(key: K): void;
  /**
   * Resolves once every process listening on the channel has heard every change committed before the
   * call: a marker notified after them (notifications arrive in commit order) has come back to this
   * process, and each other listener heard lately (its heartbeat) has answered it with an ack, sent
   * once it had forgotten what the changes touched. At once on PGlite or when not listening; after
   * `SETTLE_MS` at most (a listener that went away without a word). A change that must hold
   * everywhere at once (a revoked session) awaits this before its answer leaves.
   */
  settle(): Promise<void>;
  /**
   * Calls `changed(key)` after a key is forgotten (a change heard from the database, or made here),
   * and `changed(null)` when the listening connection comes or goes (anything may have changed):
   * what must end at once with a value (a session's open streams) re-reads it. Returns `stop`.
   */
  watch(changed: (key: K | null) => void): () => void;
  /** Whether answers are being kept (always on PGlite; while listening on PostgreSQL). */
  isLive(): boolean;
  /** Stops listening for other processes' changes (PostgreSQL). */
  close(): Promise<void>;
}

/** The longest `settle` waits for its marker (a listener that slow is dropped by its heartbeat). */
export const SETTLE_MS = 2000;
const SETTLE_MARKER = 'settle:';
const ACK = 'ack:';
/** A listener unheard for this long (its heartbeat is every 2 s) is no longer waited for. */
const PEER_GONE_MS = 5000;

/**
 * Reads of rows the sign-in check needs on every request, kept in memory while that is exact:
 * - PGlite belongs to this one process and every change goes through `forget`, so always.
 * - PostgreSQL may be shared by several server processes. A trigger notifies every change at commit
 *   on `channel` with the key, and each process forgets that key when told. Answers are kept only
 *   while that LISTEN connection is live: when it is lost, stalls or reconnects, everything kept is
 *   dropped and each request reads the database again, so a change made by another process is never
 *   missed, only heard of within its notification's delivery (well under a millisecond on one machine).
 * A read that raced with a change, or with a loss of the connection, is never kept (generations).
 */
export function createKeptReads<K, V>(
  database: Pick<Database, 'kind' | 'listen'> & Partial<Pick<Database, 'db'>>,
  /** null: kept on PGlite only; on PostgreSQL every read goes to the database. */
  channel: string | null,
  keyOf: (payload: string) => K | null,
  load: (key: K) => Promise<V>,
  onListenError?: (error: unknown) => void,
): KeptReads<K, V> {
  const kept = new Map<K, V>();
  const generation = new Map<K, number>();
  /** Bumped whenever the listening connection comes or goes: reads that straddle it are not kept. */
  let epoch = 0;
  let live = database.kind === 'pglite';
  /** `settle` markers sent and not yet heard back, by marker: when heard, and which acks are missing. */
  const settling = new Map<string, { heard: boolean; missing: Set<string>; check(): void }>();
  let marker = 0;
  /** Who this process's listener is to the others (no ':' in it). */
  const self = `${process.pid}.${Math.random().toString(36).slice(2)}`;
  const markerPrefix = `${SETTLE_MARKER}${self}:`;
  /** The other listeners on the channel, by when they were last heard. */
  const peers = new Map<string, number>();
  const seen = (id: string) => {
    if (id !== self) peers.set(id, Date.now());
  };
  const watchers = new Set<(key: K | null) => void>();
  const tell = (key: K | null) => {
    for (const changed of watchers) {
      try {
        changed(key);
      } catch {
        // A watcher's failure is its own; the others are still told.
      }
    }
  };
  const forget = (key: K) => {
    kept.delete(key);
    generation.set(key, (generation.get(key) ?? 0) + 1);
    tell(key);
  };
  const stop =
    channel === null
      ? undefined
      : database.listen?.(channel, {
          self,
          peer: seen,
          message(payload) {
            if (payload.startsWith(SETTLE_MARKER)) {
              const own = settling.get(payload);
              if (own) {
                own.heard = true;
                own.check();
              } else if (!payload.startsWith(markerPrefix)) {
                // Another process's marker: every change before it has been forgotten here (in
                // order, above), so it may answer. `settle:<origin>:<n>` → `ack:<origin>:<n>:<self>`.
                seen(payload.slice(SETTLE_MARKER.length, payload.lastIndexOf(':')));
                void database.db
                  ?.execute(
                    sql`select pg_notify(${channel}, ${`${ACK}${payload.slice(SETTLE_MARKER.length)}:${self}`})`,
                  )
                  .catch(() => {});
              }
              return;
            }
            if (payload.startsWith(ACK)) {
              const from = payload.slice(payload.lastIndexOf(':') + 1);
              seen(from);
              const wait = settling.get(
                `${SETTLE_MARKER}${payload.slice(ACK.length, payload.lastIndexOf(':'))}`,
              );
              if (wait) {
                wait.missing.delete(from);
                wait.check();
              }
              return;
            }
            const key = keyOf(payload);
            if (key !== null) forget(key);
          },
          live(isLive) {
            kept.clear();
            epoch++;
            live = isLive;
            tell(null);
          },
          error: onListenError,
        });

  return {
    async read(key) {
      if (live && kept.has(key)) return kept.get(key)!;
      const before = generation.get(key) ?? 0;
      const beforeEpoch = epoch;
      const value = await load(key);
      if (live && epoch === beforeEpoch && (generation.get(key) ?? 0) === before) kept.set(key, value);
      return value;
    },
    forget,
    async settle() {
      if (database.kind !== 'postgres' || channel === null || !live || !database.db) return;
      const payload = `${markerPrefix}${++marker}`;
      let timer: NodeJS.Timeout | undefined;
      const now = Date.now();
      const missing = new Set([...peers].filter(([, at]) => now - at < PEER_GONE_MS).map(([id]) => id));
      const heard = new Promise<void>((resolve) => {
        const wait = {
          heard: false,
          missing,
          check: () => {
            if (wait.heard && wait.missing.size === 0) resolve();
          },
        };
        settling.set(payload, wait);
        timer = setTimeout(resolve, SETTLE_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
        await heard;
      } catch {
        // The marker could not be sent (the database unreachable): the change itself has committed
        // and was notified at its commit; nothing more to wait for.
      } finally {
        clearTimeout(timer);
        settling.delete(payload);
      }
    },
    watch(changed) {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
    isLive: () => live,
    async close() {
      watchers.clear();
      for (const wait of settling.values()) {
        wait.heard = true;
        wait.missing.clear();
        wait.check();
      }
      await stop?.();
      kept.clear();
    },
  };
}
