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
}

/**
 * What the sign-in check reads on every request. On PostgreSQL several server processes may share
 * the database, so each request reads it. The embedded PGlite database belongs to this one process,
 * and every change goes through `forget`, so there the answer is kept in memory: exact, and one
 * query less per request. A read that raced with a change is never kept (per-account generation).
 */
export function createStaffAccess(database: Database): StaffAccessReader {
  const load = async (id: number) => {
    const [row] = await database.db
      .select({ isActive: staffUsers.isActive, tokenVersion: staffUsers.tokenVersion })
      .from(staffUsers)
      .where(eq(staffUsers.id, id));
    return row ?? null;
  };
  if (database.kind !== 'pglite') return { read: load, forget: () => {} };

  const kept = new Map<number, StaffAccess | null>();
  const generation = new Map<number, number>();
  return {
    async read(id) {
      if (kept.has(id)) return kept.get(id)!;
      const before = generation.get(id) ?? 0;
      const access = await load(id);
      if ((generation.get(id) ?? 0) === before) kept.set(id, access);
      return access;
    },
    forget(id) {
      kept.delete(id);
      generation.set(id, (generation.get(id) ?? 0) + 1);
    },
  };
}
