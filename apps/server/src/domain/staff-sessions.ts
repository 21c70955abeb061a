import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffSession } from '@cmt/contract/endpoints/auth';
import type { DbOrTx } from '../db/client.ts';
import { staffSessions } from '../db/schema.ts';

/** Where a session was started from, as its list shows it. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

/** Opens a session row for a sign-in; its id goes in the access token (`sid`). */
export async function openSession(
  db: DbOrTx,
  staffId: number,
  origin: SessionOrigin,
  method: string,
  ttlSeconds: number,
): Promise<number> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 300),
      method,
      // The server's clock, as the sign-in check compares them.
      createdAt: new Date(),
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    })
    .returning({ id: staffSessions.id });
  return row!.id;
}

/**
 * Writes that the session was used now, if it is still open: not revoked, not expired, and used
 * within the idle timeout. False when it is not (the request is then refused). Times are the
 * server's clock, as the sign-in check compares them.
 */
export async function touchSession(
  db: DbOrTx,
  sessionId: number,
  staffId: number,
  idleMs: number,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({
      lastSeenAt: sql`greatest(${staffSessions.lastSeenAt}, ${new Date(now).toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(now)),
        gt(staffSessions.lastSeenAt, new Date(now - idleMs)),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

/** Gives an open session a new expiry (stay signed in); false when it is no longer open. */
export async function extendSession(
  db: DbOrTx,
  sessionId: number,
  ttlSeconds: number,
  idleMs: number,
): Promise<boolean> {
  const now = Date.now();
  const rows = await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + ttlSeconds * 1000) })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(now)),
        gt(staffSessions.lastSeenAt, new Date(now - idleMs)),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

/** An account's open sessions (not revoked, not expired, used within the idle timeout), latest used first. */
export async function openSessionsOf(
  db: DbOrTx,
  staffId: number,
  currentSessionId: number | null,
  idleMs: number,
): Promise<StaffSession[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(now)),
        gt(staffSessions.lastSeenAt, new Date(now - idleMs)),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.id));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends sessions of an account: one (`only`), or all but one (`except`), or all. Returns the ids
 * ended. The row's trigger tells every server process at commit (migration 0018); the caller also
 * forgets them in this process.
 */
export async function revokeSessions(
  db: DbOrTx,
  staffId: number,
  which: { only?: number; except?: number } = {},
): Promise<number[]> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        which.only === undefined ? undefined : eq(staffSessions.id, which.only),
        which.except === undefined ? undefined : ne(staffSessions.id, which.except),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.map((row) => row.id);
}
