import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';

export interface StaffAccess {
  isActive: boolean;
  tokenVersion: number;
}

export interface StaffAccessReader {
  /** The account's active flag and token version as the database has them now (null: no account). */
  read(id: number): Promise<StaffAccess | null>;
  /** Must be called once a change to an account's active flag or token version has committed. */
  forget(id: number): void;
  /** Whether answers are being kept (always on PGlite; while listening on PostgreSQL). */
  isLive(): boolean;
  /** Stops listening for other processes' changes (PostgreSQL). */
  close(): Promise<void>;
}

/** The channel the `staff_access_changed` trigger (migration 0014) notifies with an account id. */
export const STAFF_ACCESS_CHANNEL = 'staff_access';

/**
 * What the sign-in check reads on every request, kept in memory while it is known to be exact:
 * - PGlite belongs to this one process and every change goes through `forget`, so always.
 * - PostgreSQL may be shared by several server processes. A trigger notifies every change (or
 *   deletion) of an account's active flag or token version at commit, and each process forgets the
 *   account when told. Answers are kept only while that LISTEN connection is live: when it is lost,
 *   stalls or reconnects, everything kept is dropped and each request reads the database again, so
 *   a change made by another process is never missed, only heard of within its notification's
 *   delivery (well under a millisecond on one machine).
 * A read that raced with a change, or with a loss of the connection, is never kept (generations).
 */
export function createStaffAccess(
  database: Database,
  onListenError?: (error: unknown) => void,
): StaffAccessReader {
  const load = async (id: number) => {
    const [row] = await database.db
      .select({ isActive: staffUsers.isActive, tokenVersion: staffUsers.tokenVersion })
      .from(staffUsers)
      .where(eq(staffUsers.id, id));
    return row ?? null;
  };
  const kept = new Map<number, StaffAccess | null>();
  const generation = new Map<number, number>();
  /** Bumped whenever the listening connection comes or goes: reads that straddle it are not kept. */
  let epoch = 0;
  let live = database.kind === 'pglite';
  const forget = (id: number) => {
    kept.delete(id);
    generation.set(id, (generation.get(id) ?? 0) + 1);
  };
  const stop = database.listen?.(STAFF_ACCESS_CHANNEL, {
    message(payload) {
      const id = Number(payload);
      if (Number.isInteger(id)) forget(id);
    },
    live(isLive) {
      kept.clear();
      epoch++;
      live = isLive;
    },
    error: onListenError,
  });

  return {
    async read(id) {
      if (live && kept.has(id)) return kept.get(id)!;
      const before = generation.get(id) ?? 0;
      const beforeEpoch = epoch;
      const access = await load(id);
      if (live && epoch === beforeEpoch && (generation.get(id) ?? 0) === before) kept.set(id, access);
      return access;
    },
    forget,
    isLive: () => live,
    async close() {
      await stop?.();
      kept.clear();
    },
  };
}
