import { eq, sql } from 'drizzle-orm';
import { permissionKeys } from '@cmt/contract/permissions';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { refusedWithEvent, type Actor } from '../../lib/audit.ts';
import { audited, type AuditNote } from '../../lib/audited.ts';
import { lockStaffAccess } from '../../lib/four-eyes-ties.ts';

const knownPermissions: ReadonlySet<string> = new Set(permissionKeys);

/** What a change would do to an account, for the rules below. */
export interface StaffCheck {
  /** The account changed (null: a new one). */
  target: { id: number; email: string; permissions: readonly string[] } | null;
  /** The permissions the account will have. */
  granting?: readonly string[];
  /** The actor changing their own permissions or active state. */
  selfChange?: boolean;
}

/**
 * The rules that keep `manage-cmt` from being a key to every permission: nobody grants (or takes
 * away) a permission they do not hold, nobody changes their own permissions or active state, and
 * only a holder of all of an account's permissions may edit it or reset its password.
 */
export function refusalOf(actorPermissions: readonly string[], check: StaffCheck): AppError | null {
  const held = new Set(actorPermissions);
  const lacking = (list: readonly string[]) => list.filter((permission) => !held.has(permission));
  if (check.selfChange) {
    return new AppError(
      403,
      'SELF_EDIT',
      'You cannot change your own permissions or disable your own account: ask another administrator',
    );
  }
  if (check.target && lacking(check.target.permissions).length > 0) {
    return new AppError(
      403,
      'PERMISSION_ESCALATION',
      `Only staff who hold every permission of ${check.target.email} may change that account (you lack ${lacking(check.target.permissions).join(', ')})`,
    );
  }
  if (check.granting && lacking(check.granting).length > 0) {
    return new AppError(
      403,
      'PERMISSION_ESCALATION',
      `You cannot grant permissions you do not hold: ${lacking(check.granting).join(', ')}`,
    );
  }
  return null;
}

/** A refusal met inside the change's transaction: audited once the transaction has rolled back. */
class Refused extends Error {
  readonly refusal: AppError;
  readonly targetEmail: string | null;
  constructor(refusal: AppError, targetEmail: string | null) {
    super(refusal.message);
    this.refusal = refusal;
    this.targetEmail = targetEmail;
  }
}

/**
 * Records `<action>.refused` with the refusal's code and reason (an event: nothing changed, so
 * outside any transaction of the change), then throws the refusal.
 */
export async function refuse(
  db: DbOrTx,
  actor: Actor,
  action: string,
  targetEmail: string | null,
  refusal: AppError,
): Promise<never> {
  return refusedWithEvent(
    db,
    refusal,
    actor,
    `${action}.refused`,
    { type: 'staff', id: targetEmail },
    { code: refusal.code, reason: refusal.message },
  );
}

/** The tools a guarded change gets besides its transaction and audit note. */
export interface Guard {
  /**
   * Applies the rules with the actor as the database has them now (under the lock): a disabled
   * actor is refused with 401 (their sessions ended while the request ran), a refused change with
   * the rule's code.
   */
  check(check: StaffCheck): Promise<void>;
  /**
   * Refuses (409 LAST_HOLDER) a change after which an account that is active now would lose
   * permissions no other active account holds.
   */
  keepHolders(
    target: { id: number; email: string; isActive: boolean; permissions: readonly string[] },
    after: { isActive: boolean; permissions: readonly string[] },
  ): Promise<void>;
}

/**
 * Runs a change to staff accounts (with its audit entry) holding the one staff-access lock, a
 * transaction-level advisory lock taken first by every such change on every instance. Changes
 * therefore run one after another, and each re-checks the rules against what the ones before it
 * committed: two administrators disabling each other at the same moment cannot both succeed, and
 * for every permission some active account keeps holding it. The checks made before the
 * transaction (with the token's permissions) only answer early; these are the ones that count.
 */
export async function guardedStaffChange<T>(
  db: DbOrTx,
  actor: Actor,
  action: string,
  change: (tx: Tx, note: AuditNote, guard: Guard) => Promise<T>,
): Promise<T> {
  try {
    return await audited(db, actor, action, 'staff', async (tx, note) => {
      await lockStaffAccess(tx);
      const guard: Guard = {
        async check(check) {
          const [self] = await tx
            .select({ isActive: staffUsers.isActive, permissions: staffUsers.permissions })
            .from(staffUsers)
            .where(eq(staffUsers.id, actor.staff?.id ?? 0));
          if (!self?.isActive) {
            throw new Refused(
              unauthorized('Your account was disabled while this change was being made: nothing was changed'),
              check.target?.email ?? null,
            );
          }
          const refusal = refusalOf(self.permissions, check);
          if (refusal) throw new Refused(refusal, check.target?.email ?? null);
        },
        async keepHolders(target, after) {
          if (!target.isActive) return;
          const kept = new Set(after.isActive ? after.permissions : []);
          const losing = target.permissions.filter((p) => knownPermissions.has(p) && !kept.has(p));
          if (losing.length === 0) return;
          const orphaned = await tx.execute<{ permission: string }>(sql`
            select lost.permission from unnest(${`{${losing.join(',')}}`}::text[]) as lost(permission)
            where not exists (
              select 1 from staff_users
              where is_active and id <> ${target.id} and lost.permission = any(permissions))
            order by lost.permission`);
          const permissions = orphaned.rows.map((row) => row.permission);
          if (permissions.length === 0) return;
          throw new Refused(
            new AppError(
              409,
              'LAST_HOLDER',
              `${target.email} is the only active account holding ${permissions.join(', ')}: give ${permissions.length > 1 ? 'them' : 'it'} to another active account first`,
              { email: target.email, permissions },
            ),
            target.email,
          );
        },
      };
      return change(tx, note, guard);
    });
  } catch (error) {
    if (error instanceof Refused) return refuse(db, actor, action, error.targetEmail, error.refusal);
    throw error;
  }
}
