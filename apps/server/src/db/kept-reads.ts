import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export interface KeptReads<K, V> {
  /** The value as the database has it now (kept in memory only while that is known to be exact). */
  read(key: K): Promise<V>;
  /** Must be called once a change to the value has committed (in this process). */
  forget(key: K): void;
  /**
   * Resolves once this process's listener has heard every change committed before the call (a marker
   * notified after them on the channel has come back: notifications arrive in commit order), so the
   * database has also sent them to every other listening process. At once on PGlite or when not
   * listening; after `SETTLE_MS` at most. A change that must hold everywhere at once (a revoked
   * session) awaits this before its answer leaves.
   */
  settle(): Promise<void>;
  /** Whether answers are being kept (always on PGlite; while listening on PostgreSQL). */
  isLive(): boolean;
  /** Stops listening for other processes' changes (PostgreSQL). */
  close(): Promise<void>;
}

/** The longest `settle` waits for its marker (a listener that slow is dropped by its heartbeat). */
export const SETTLE_MS = 2000;
const SETTLE_MARKER = 'settle:';

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
  /** `settle` markers sent and not yet heard back. */
  const settling = new Map<string, () => void>();
  let marker = 0;
  const markerPrefix = `${SETTLE_MARKER}${process.pid}:${Math.random().toString(36).slice(2)}:`;
  const forget = (key: K) => {
    kept.delete(key);
    generation.set(key, (generation.get(key) ?? 0) + 1);
  };
  const stop =
    channel === null
      ? undefined
      : database.listen?.(channel, {
          message(payload) {
            if (payload.startsWith(SETTLE_MARKER)) {
              settling.get(payload)?.();
              return;
            }
            const key = keyOf(payload);
            if (key !== null) forget(key);
          },
          live(isLive) {
            kept.clear();
            epoch++;
            live = isLive;
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
      const heard = new Promise<void>((resolve) => {
        settling.set(payload, resolve);
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
    isLive: () => live,
    async close() {
      for (const resolve of settling.values()) resolve();
      await stop?.();
      kept.clear();
    },
  };
}
