import { eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { Session, changeMyPassword } from '@cmt/contract/endpoints/auth';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import {
  endReusedSession,
  revokeSessions,
  rotateSession,
  sessionIsOpen,
} from '../../domain/staff-sessions.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { fieldError, notFound, unauthorized } from '../../lib/errors.ts';
import { isWeakPassword } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Staff } from '../../lib/staff.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { checkOwnPassword, type Account, type PasswordCheckDeps, type SignInOrigin } from './sign-in.ts';

/** What changes to one's own account need: the database and the sign-in check's memory of sessions. */
export interface AccountDeps {
  db: Db;
  sessionAccess: { forget(id: number): void; settle(): Promise<void> };
}

export async function accountById(db: Db, id: number): Promise<Account> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw unauthorized();
  return row;
}

/**
 * Ends sessions of an account (`auth.session.revoke`, naming them): effective at once here, and
 * answered only once the commit's notification (migration 0026) has been sent to every other
 * instance (`settle`), so the next request anywhere is refused.
 */
export async function endSessions(
  deps: AccountDeps,
  actor: Actor,
  target: { id: number; email: string },
  which: { only?: number; except?: number },
): Promise<number[]> {
  const ended = await audited(deps.db, actor, 'auth.session.revoke', 'staff', async (tx, note) => {
    note.targetId = target.email;
    const ids = await revokeSessions(tx, target.id, which);
    note.after = { sessions: ids };
    return ids;
  });
  for (const id of ended) deps.sessionAccess.forget(id);
  if (ended.length > 0) await deps.sessionAccess.settle();
  return ended;
}

/** Ends one session of an account; 404 when it has no such open session. */
export async function endOneSession(
  deps: AccountDeps,
  actor: Actor,
  target: { id: number; email: string },
  sessionId: number,
): Promise<void> {
  const ended = await endSessions(deps, actor, target, { only: sessionId });
  if (ended.length === 0) throw notFound('Session');
}

/**
 * Changes one's own password: the current one must be right, the new one 12+ characters (contract)
 * and not weak (zxcvbn with the common-passwords list); the account's other sessions end. The current
 * password is checked under the sign-in limits (`checkOwnPassword`).
 * Audited `auth.password.change`.
 */
export async function changeOwnPassword(
  deps: AccountDeps & PasswordCheckDeps,
  origin: SignInOrigin,
  actor: Actor,
  staff: Staff,
  body: ParsedBodyOf<typeof changeMyPassword>,
): Promise<void> {
  const account = await accountById(deps.db, staff.id);
  if (!(await checkOwnPassword(deps, origin, account, body.currentPassword))) {
    throw fieldError(['currentPassword'], 'passwordWrong');
  }
  if (isWeakPassword(body.newPassword, [account.email, account.name])) {
    throw fieldError(['newPassword'], 'passwordWeak');
  }
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await audited(deps.db, actor, 'auth.password.change', 'staff', async (tx, note) => {
    note.targetId = account.email;
    await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staffUsers.id, account.id));
    const ids = await revokeSessions(tx, account.id, { except: staff.sessionId });
    note.after = { endedSessions: ids };
    return ids;
  });
  for (const id of ended) deps.sessionAccess.forget(id);
  if (ended.length > 0) await deps.sessionAccess.settle();
}

/**
 * Stay signed in: a new token for the same session, which must still be open, and the token asked
 * with is rotated away (refused from now on: plugins/auth.ts). The session's expiry moves only while
 * that token is its current one (one compare and set): a second refresh with it, even in parallel
 * or on another instance, finds it replaced and ends the whole session (reuse detection, audited
 * `auth.session.reuse`).
 */
export async function refreshOwnSession(
  deps: AccountDeps & { tokens: Pick<TokenService, 'sign' | 'ttlSeconds'>; idleSeconds: number },
  actor: Actor,
  staff: Staff,
): Promise<Session> {
  const account = await accountById(deps.db, staff.id);
  const expiresAt = await rotateSession(
    deps.db,
    staff.sessionId,
    staff.tokenExpiresAt,
    deps.tokens.ttlSeconds,
    deps.idleSeconds * 1000,
  );
  if (expiresAt === null && (await sessionIsOpen(deps.db, staff.sessionId))) {
    await endReusedSession(deps.db, actor, staff, staff.sessionId, {
      path: 'refresh',
      rotatedSecondsAgo: 0,
    });
  }
  deps.sessionAccess.forget(staff.sessionId);
  await deps.sessionAccess.settle();
  if (expiresAt === null) throw unauthorized();
  const accessToken = await deps.tokens.sign(
    {
      sub: String(account.id),
      email: account.email,
      permissions: account.permissions,
      ver: account.tokenVersion,
      sid: staff.sessionId,
    },
    expiresAt,
  );
  return { accessToken, expiresIn: deps.tokens.ttlSeconds, idleSeconds: deps.idleSeconds };
}
