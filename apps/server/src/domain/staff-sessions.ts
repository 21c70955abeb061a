import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { StaffSession } from '@cmt/contract/endpoints/auth';
import type { DbOrTx } from '../db/client.ts';
import { staffSessions } from '../db/schema.ts';
import type { Actor } from '../lib/audit.ts';
import { audited } from '../lib/audited.ts';

/** Where a session was started from, as its list shows it. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

/**
 * Which of a session's tokens is current: a session row's expiry is that of its current token, to
 * the second (a token signed at sign-in expires no earlier than the row; "Stay signed in" gives the
 * row and the new token the same expiry, always later than the old token's). A token expiring before
 * the row's second was rotated away by a refresh: refused, and reused after that, it ends the
 * session (plugins/auth.ts, `endReusedSession`).
 */
export const isRotatedAway = (tokenExpiresAt: number, sessionExpiresAtMs: number): boolean =>
  tokenExpiresAt < Math.floor(sessionExpiresAtMs / 1000);

/** When the token that replaced a rotated one was issued (ms): its session's expiry less the lifetime. */
export const rotatedAt = (sessionExpiresAtMs: number, ttlSeconds: number): number =>
  (Math.floor(sessionExpiresAtMs / 1000) - ttlSeconds) * 1000;

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
      // A whole second, as a token's expiry: the token, signed after this, expires no earlier.
      expiresAt: new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000),
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

/**
 * Stay signed in: gives an open session a new expiry, which its new token will carry (seconds since
 * the epoch), only while `tokenExpiresAt` is the session's current token: one atomic compare and
 * set, so of two refreshes with the same token (in parallel, on any instances) one rotates it and
 * the other finds it rotated away. Null when the session is closed or the token no longer current.
 */
export async function rotateSession(
  db: DbOrTx,
  sessionId: number,
  tokenExpiresAt: number,
  ttlSeconds: number,
  idleMs: number,
): Promise<number | null> {
  const now = Date.now();
  // Always later than the token it replaces, even twice within one second.
  const expiresAt = Math.max(Math.floor(now / 1000) + ttlSeconds, tokenExpiresAt + 1);
  const rows = await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now), expiresAt: new Date(expiresAt * 1000) })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(now)),
        gt(staffSessions.lastSeenAt, new Date(now - idleMs)),
        lt(staffSessions.expiresAt, new Date((tokenExpiresAt + 1) * 1000)),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length > 0 ? expiresAt : null;
}

/** Whether a session is still open (not revoked, not expired), whatever its token. */
export async function sessionIsOpen(db: DbOrTx, sessionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
      ),
    );
  return rows.length > 0;
}

/**
 * Reuse detection: a token rotated away by a refresh was presented again (to refresh, or past the
 * grace that lets other tabs pick up the new token): someone else may hold one of the two, so the
 * whole session ends, audited `auth.session.reuse` (the session, the path asked, how long ago it was
 * rotated). Returns whether it was still open.
 */
export async function endReusedSession(
  db: DbOrTx,
  actor: Actor,
  target: { id: number; email: string },
  sessionId: number,
  details: { path: string; rotatedSecondsAgo: number },
): Promise<boolean> {
  return audited(db, actor, 'auth.session.reuse', 'staff', async (tx, note) => {
    note.targetId = target.email;
    const ended = await revokeSessions(tx, target.id, { only: sessionId });
    note.after = { session: sessionId, ended: ended.length > 0, ...details };
    return ended.length > 0;
  });
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
