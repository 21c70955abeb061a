import { eq, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { StaffUser, createStaffUser, updateStaffUser } from '@cmt/contract/endpoints/local-users';
import type { DbOrTx } from '../../db/client.ts';
import { staffRecoveryCodes, staffUsers } from '../../db/schema.ts';
import { revokeSessions } from '../../domain/staff-sessions.ts';
import { domainNotAllowed, isCompanyEmail, type CompanyDomains } from '../../domain/company-domains.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { uniqueOr } from '../../lib/sql.ts';
import { claimVersion } from '../../lib/versions.ts';
import type { StaffAccessReader } from '../../plugins/staff-access.ts';
import { findStaffAccount, toStaffUser, type StaffRow } from './local-user-queries.ts';
import { guardedStaffChange, refusalOf, refuse, type StaffCheck } from './staff-guards.ts';

/**
 * What a change to staff accounts needs: the database, the sign-in check's memory of accounts, and
 * the two company domains (an account elsewhere is refused, docs/requirements.md §P6).
 */
export interface StaffChangeDeps {
  db: DbOrTx;
  staffAccess: Pick<StaffAccessReader, 'forget' | 'settle'>;
  config: CompanyDomains;
}

/** Who changes an account: the actor, and the permissions their token carries (for the early checks). */
export interface StaffChanger {
  actor: Actor;
  permissions: readonly string[];
}

/**
 * Runs a change to an account's active flag or token version; afterwards the sign-in check reads the
 * account afresh (see plugins/staff-access.ts), so the change applies from the very next request.
 */
async function changingAccess<T>(deps: StaffChangeDeps, id: number, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } finally {
    deps.staffAccess.forget(id);
    // The answer leaves once every listening instance has been sent the change (kept-reads.ts).
    await deps.staffAccess.settle();
  }
}

/** The checks before the transaction, with the token's permissions: a clear refusal without the lock. */
async function refuseEarly(db: DbOrTx, by: StaffChanger, action: string, check: StaffCheck): Promise<void> {
  const refusal = refusalOf(by.permissions, check);
  if (refusal) await refuse(db, by.actor, action, check.target?.email ?? null, refusal);
}

/** A new account as created: the request's fields, its password already hashed (never held as typed). */
export type StaffCreate = Omit<ParsedBodyOf<typeof createStaffUser>, 'password'> & { passwordHash: string };

export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Creates an account (`staff.create`, or `staff.create.refused` for a permission the actor lacks);
 * an email outside the two company domains is refused (400 DOMAIN_NOT_ALLOWED).
 */
export async function createStaffAccount(
  { db, config }: Pick<StaffChangeDeps, 'db' | 'config'>,
  by: StaffChanger,
  body: StaffCreate,
): Promise<StaffUser> {
  if (!isCompanyEmail(config, body.email)) throw domainNotAllowed(config);
  const check: StaffCheck = { target: null, granting: body.permissions };
  await refuseEarly(db, by, 'staff.create', check);
  const { passwordHash } = body;
  const duplicate = () => conflict(`An account for ${body.email} already exists`, 'DUPLICATE_EMAIL');
  const created = guardedStaffChange(db, by.actor, 'staff.create', async (tx, note, guard) => {
    await guard.check(check);
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, body.email));
    if (existing) throw duplicate();
    const [row] = await tx
      .insert(staffUsers)
      .values({ email: body.email, name: body.name, permissions: body.permissions, passwordHash })
      .returning();
    const account = toStaffUser(row!);
    note.targetId = account.email;
    note.after = account;
    return account;
  });
  return uniqueOr(created, duplicate);
}

/**
 * Changes an account's name, permissions and active state (`staff.update`, If-Match claimed first).
 * A change to what it may do ends its sessions; nobody changes their own permissions or active state.
 */
export async function updateStaffAccount(
  deps: StaffChangeDeps,
  by: StaffChanger,
  id: number,
  body: ParsedBodyOf<typeof updateStaffUser>,
  ifMatch: number | undefined,
): Promise<StaffUser> {
  const checkOf = (target: StaffRow): StaffCheck => ({
    target,
    granting: body.permissions,
    selfChange:
      target.id === by.actor.staff?.id &&
      (body.isActive !== target.isActive || !sameSet(body.permissions, target.permissions)),
  });
  const target = await findStaffAccount(deps.db, id);
  // An account left from before the domain rule can no longer sign in: it may only be disabled.
  if (body.isActive && !isCompanyEmail(deps.config, target.email)) {
    throw domainNotAllowed(deps.config, 'companyEmailDisableOnly');
  }
  await refuseEarly(deps.db, by, 'staff.update', checkOf(target));
  return changingAccess(deps, id, () =>
    guardedStaffChange(deps.db, by.actor, 'staff.update', async (tx, note, guard) => {
      await claimVersion(tx, staffUsers, id, ifMatch, () => notFound('Staff account'));
      const current = await findStaffAccount(tx, id);
      await guard.keepHolders(current, body);
      await guard.check(checkOf(current));
      // Any change to what the account may do ends its current sessions.
      const revoke = current.isActive !== body.isActive || !sameSet(current.permissions, body.permissions);
      const [row] = await tx
        .update(staffUsers)
        .set({
          ...body,
          updatedAt: new Date(),
          ...(revoke ? { tokenVersion: sql`${staffUsers.tokenVersion} + 1` } : {}),
        })
        .where(eq(staffUsers.id, id))
        .returning();
      const after = toStaffUser(row!);
      note.targetId = after.email;
      note.before = toStaffUser(current);
      note.after = after;
      return after;
    }),
  );
}

/** Sets an account's password and ends its sessions (`staff.resetPassword`). */
export async function resetStaffAccountPassword(
  deps: StaffChangeDeps,
  by: StaffChanger,
  id: number,
  { passwordHash }: { passwordHash: string },
): Promise<void> {
  const target = await findStaffAccount(deps.db, id);
  if (!isCompanyEmail(deps.config, target.email))
    throw domainNotAllowed(deps.config, 'companyEmailDisableOnly');
  await refuseEarly(deps.db, by, 'staff.resetPassword', { target });
  await changingAccess(deps, id, () =>
    guardedStaffChange(deps.db, by.actor, 'staff.resetPassword', async (tx, note, guard) => {
      const current = await findStaffAccount(tx, id);
      await guard.check({ target: current });
      await tx
        .update(staffUsers)
        .set({ passwordHash, updatedAt: new Date(), tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
        .where(eq(staffUsers.id, id));
      // The token version ends every session; the rows say so too (the session lists).
      await revokeSessions(tx, id);
      note.targetId = current.email;
    }),
  );
}

/**
 * Turns off another account's two-step verification (`staff.resetTwoFactor`): its secret and
 * recovery codes are removed and its sessions end, for staff who lost both their phone and their
 * codes. Under the same rules as a password reset (only a holder of all the account's permissions),
 * never one's own (My account asks for the password there), and 409 TWO_FACTOR_OFF when it has none
 * (said first, by `staffAccessChange`'s target, whoever asks; checked again here under the lock).
 */
export async function resetStaffAccountTwoFactor(
  deps: StaffChangeDeps,
  by: StaffChanger,
  id: number,
): Promise<void> {
  const target = await findStaffAccount(deps.db, id);
  if (target.id === by.actor.staff?.id)
    await refuse(deps.db, by.actor, 'staff.resetTwoFactor', target.email, ownTwoFactor());
  await refuseEarly(deps.db, by, 'staff.resetTwoFactor', { target });
  await changingAccess(deps, id, () =>
    guardedStaffChange(deps.db, by.actor, 'staff.resetTwoFactor', async (tx, note, guard) => {
      const current = await findStaffAccount(tx, id);
      await guard.check({ target: current });
      if (!hasTwoFactor(current)) throw twoFactorOff(current.email);
      await tx
        .update(staffUsers)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          updatedAt: new Date(),
          tokenVersion: sql`${staffUsers.tokenVersion} + 1`,
        })
        .where(eq(staffUsers.id, id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
      await revokeSessions(tx, id);
      note.targetId = current.email;
    }),
  );
}

export const hasTwoFactor = (row: StaffRow) => row.totpSecret !== null || row.totpPendingSecret !== null;
export const twoFactorOff = (email: string) =>
  conflict(`${email} has no two-step verification to turn off`, 'TWO_FACTOR_OFF');
const ownTwoFactor = () =>
  new AppError(
    403,
    'SELF_EDIT',
    'Turn your own two-step verification off from My account, where your password is asked',
  );
