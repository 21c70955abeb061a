import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createKeptReads, type KeptReads } from '../db/kept-reads.ts';
import { staffUsers } from '../db/schema.ts';

export interface StaffAccess {
  isActive: boolean;
  tokenVersion: number;
}

/** The sign-in check's view of an account: its active flag and token version (null: no account). */
export type StaffAccessReader = KeptReads<number, StaffAccess | null>;

/** The channel the `staff_access_changed` trigger (migration 0014) notifies with an account id. */
export const STAFF_ACCESS_CHANNEL = 'staff_access';

/**
 * What the sign-in check reads of an account on every request, kept in memory while it is known to
 * be exact (db/kept-reads.ts): disabling an account or changing its permissions ends its sessions at
 * once on every instance.
 */
export function createStaffAccess(
  database: Database,
  onListenError?: (error: unknown) => void,
): StaffAccessReader {
  return createKeptReads(
    database,
    STAFF_ACCESS_CHANNEL,
    (payload) => {
      const id = Number(payload);
      return Number.isInteger(id) ? id : null;
    },
    async (id: number) => {
      const [row] = await database.db
        .select({ isActive: staffUsers.isActive, tokenVersion: staffUsers.tokenVersion })
        .from(staffUsers)
        .where(eq(staffUsers.id, id));
      return row ?? null;
    },
    onListenError,
  );
}
