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

/**
 * What the sign-in check reads of a session on every request. On PGlite (one process, every change
 * calls `forget`) it is kept in memory. On PostgreSQL it is read on every request (one primary-key
 * lookup): a notification reaches the other instances a moment after the commit, and a revoked
 * session must not be taken even in that moment, so revoking one is effective at once everywhere.
 */
export function createSessionAccess(database: Database): SessionAccessReader {
  return createKeptReads(
    database,
    null,
    () => null,
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
  );
}
