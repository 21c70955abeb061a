import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FourEyesTie } from '@cmt/contract/approval-actions';
import type { DbOrTx, Tx } from '../db/client.ts';
import { auditLog, staffUsers } from '../db/schema.ts';

/*
 * Four-eyes ties (docs/requirements.md §D10, docs/four-eyes.md): two accounts are tied when, within the last
 * FOUR_EYES_TIE_DAYS, one of them had a hand in the other's access: created or re-enabled its account,
 * granted it the permission at stake, reset its password or two-step verification, or approved
 * such a change for it (the change's audit entry names its actor and, when held, its maker). A tied
 * account is the other's puppet as far as four-eyes can know, so it checks none of the other's
 * requests, in either direction (the puppet approving its master's request, or the master approving
 * the request made through the puppet). Read from the audit trail, so it holds on every instance
 * and across restarts; accounts made by the start-up bootstrap or the seed have no actor, no tie.
 */

/** The staff-access changes that tie, as their audit entries name them. */
const TYING_ACTIONS = ['staff.create', 'staff.update', 'staff.resetPassword', 'staff.resetTwoFactor'];

/** The transaction-level lock every change to staff access takes first (features/local-users/staff-guards.ts). */
export async function lockStaffAccess(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_access_change'))`);
}

interface Account {
  id: number;
  email: string;
}

type Shape = { isActive?: unknown; permissions?: unknown } | null;
const permissionsOf = (shape: Shape): readonly unknown[] =>
  Array.isArray(shape?.permissions) ? shape.permissions : [];

/**
 * What ties `a` and `b` for a request needing `permission`, oldest first (none when `days` is 0: the
 * rule is off).
 */
export async function tiesBetween(
  db: DbOrTx,
  a: Account,
  b: Account,
  permission: string,
  days: number,
): Promise<FourEyesTie[]> {
  if (days <= 0 || a.id === b.id) return [];
  const handIn = (hand: Account, account: Account) =>
    and(
      eq(auditLog.targetId, account.email),
      or(eq(auditLog.actorId, hand.id), eq(auditLog.makerId, hand.id)),
    );
  const entries = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'staff'),
        or(handIn(a, b), handIn(b, a)),
        eq(auditLog.kind, 'change'),
        inArray(auditLog.action, TYING_ACTIONS),
        gt(auditLog.at, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .orderBy(auditLog.at, auditLog.id);
  const ties: FourEyesTie[] = [];
  for (const entry of entries) {
    const tie = (kind: FourEyesTie['kind'], granted: string | null = null) =>
      ties.push({
        kind,
        account: entry.targetId ?? '',
        by: entry.actorEmail,
        askedBy: entry.makerEmail,
        permission: granted,
        at: entry.at.toISOString(),
      });
    if (entry.action === 'staff.create') tie('created');
    else if (entry.action === 'staff.resetPassword') tie('passwordReset');
    else if (entry.action === 'staff.resetTwoFactor') tie('twoStepReset');
    else {
      const before = entry.before as Shape;
      const after = entry.after as Shape;
      if (before?.isActive === false && after?.isActive === true) tie('reenabled');
      if (permissionsOf(after).includes(permission) && !permissionsOf(before).includes(permission)) {
        tie('granted', permission);
      }
    }
  }
  return ties;
}

/**
 * Whether anyone other than the maker holds `permission`: an active holder, or an account that held
 * it while active within the tie window (disabling or stripping every other holder does not leave the
 * maker alone; they count until the window passes). Tied holders count too: were they left out, an
 * account the first administrator made (tied to them, and to whoever approved it) would find "nobody
 * untied" and make a third alone, untied to the first; one person, two puppets (docs/four-eyes.md).
 * So a change is held as soon as a second holder exists, and waits for an untied one. False only
 * while the maker is the only holder: a new deployment's first administrator.
 */
export async function checkerExists(
  db: DbOrTx,
  maker: Account,
  permission: string,
  days: number,
): Promise<boolean> {
  const recentlyHeld =
    days > 0
      ? sql`exists (
          select 1 from audit_log a
          where a.target_type = 'staff' and a.target_id = ${staffUsers.email} and a.kind = 'change'
            and a.action = 'staff.update' and a.at > now() - make_interval(days => ${days})
            and (a.before ->> 'isActive') = 'true' and (a.before -> 'permissions') ? ${permission})`
      : sql`false`;
  const [holder] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        sql`${staffUsers.id} <> ${maker.id}`,
        or(
          and(eq(staffUsers.isActive, true), sql`${permission} = any(${staffUsers.permissions})`),
          recentlyHeld,
        ),
      ),
    )
    .limit(1);
  return holder !== undefined;
}
