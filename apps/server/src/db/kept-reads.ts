import type { Database } from './client.ts';

export interface KeptReads<K, V> {
  /** The value as the database has it now (kept in memory only while that is known to be exact). */
  read(key: K): Promise<V>;
  /** Must be called once a change to the value has committed (in this process). */
  forget(key: K): void;
  /** Whether answers are being kept (always on PGlite; while listening on PostgreSQL). */
  isLive(): boolean;
  /** Stops listening for other processes' changes (PostgreSQL). */
  close(): Promise<void>;
}

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
  database: Pick<Database, 'kind' | 'listen'>,
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
  const forget = (key: K) => {
    kept.delete(key);
    generation.set(key, (generation.get(key) ?? 0) + 1);
  };
  const stop =
    channel === null
      ? undefined
      : database.listen?.(channel, {
          message(payload) {
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
    isLive: () => live,
    async close() {
      await stop?.();
      kept.clear();
    },
  };
}
