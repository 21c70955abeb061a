import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createKeptReads, type KeptReads } from '../db/kept-reads.ts';
import { staffSessions } from '../db/schema.ts';

export interface SessionAccess {
  staffId: number;
  revoked: boolean;
  expiresAt: number;
  /** Milliseconds; a kept value may be older than the row's (touches are not announced), never newer. */
  lastSeenAt: number;
}

/** The sign-in check's view of a session row (null: no such session). */
export type SessionAccessReader = KeptReads<number, SessionAccess | null>;

/** The channel the `staff_session_changed` trigger (migration 0026) notifies with a session id. */
export const STAFF_SESSION_CHANNEL = 'staff_session';

/**
 * What the sign-in check reads of a session on every request, kept in memory while it is known to be
 * exact (db/kept-reads.ts, as the account's view): revoking a session, extending or deleting it is
 * notified at commit. A revoke also waits for `settle` before answering (account-writes.ts), so by
 * the time its answer leaves, every listening instance has been sent the change: the next request
 * to any of them is refused. Idle time: the kept last-seen time is never newer than the row's, and
 * once it is SESSION_TOUCH_MS old the conditional touch (which finds an idle session) decides.
 */
export function createSessionAccess(
  database: Database,
  onListenError?: (error: unknown) => void,
): SessionAccessReader {
  return createKeptReads(
    database,
    STAFF_SESSION_CHANNEL,
    (payload) => {
      const id = Number(payload);
      return Number.isInteger(id) ? id : null;
    },
    async (id: number) => {
      const [row] = await database.db
        .select({
          staffId: staffSessions.staffId,
          revokedAt: staffSessions.revokedAt,
          expiresAt: staffSessions.expiresAt,
          lastSeenAt: staffSessions.lastSeenAt,
        })
        .from(staffSessions)
        .where(eq(staffSessions.id, id));
      return row
        ? {
            staffId: row.staffId,
            revoked: row.revokedAt !== null,
            expiresAt: row.expiresAt.getTime(),
            lastSeenAt: row.lastSeenAt.getTime(),
          }
        : null;
    },
    onListenError,
  );
}
