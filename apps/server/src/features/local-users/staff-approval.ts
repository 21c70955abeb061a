import { eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { StaffUser, createStaffUser, updateStaffUser } from '@cmt/contract/endpoints/local-users';
import type { Tx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import type { CompanyDomains } from '../../domain/company-domains.ts';
import { defineGuarded, fingerprint } from '../../lib/approvals.ts';
import type { Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { StaffAccessReader } from '../../plugins/staff-access.ts';
import { toStaffUser } from './local-user-queries.ts';
import {
  createStaffAccount,
  hasTwoFactor,
  resetStaffAccountPassword,
  resetStaffAccountTwoFactor,
  sameSet,
  twoFactorOff,
  updateStaffAccount,
  type StaffChangeDeps,
  type StaffCreate,
} from './local-user-writes.ts';

declare module '../../lib/approvals.ts' {
  interface ApprovalServices {
    /** A held change to a staff account, once approved, is forgotten by the sign-in check like a direct one. */
    staffAccess: Pick<StaffAccessReader, 'forget' | 'settle'>;
  }
  /** An account outside the company domains is refused at approval too. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ApprovalSettings extends CompanyDomains {}
}

/**
 * A change to what a staff account may do, as held under four-eyes (`staff.permissions`): creating
 * an account with permissions, changing an account's permissions (held when it gains one) or
 * re-enabling it, resetting a password, turning off an account's two-step verification. Passwords
 * are held only as their hash.
 */
export type StaffAccessChange =
  | { change: 'create'; account: StaffCreate }
  | {
      change: 'update';
      id: number;
      account: ParsedBodyOf<typeof updateStaffUser>;
      ifMatch?: number | undefined;
    }
  | { change: 'reset'; id: number; passwordHash: string }
  | { change: 'reset-two-factor'; id: number };

async function accountRow(tx: Tx, by: { id: number } | { email: string }) {
  const [row] = await tx
    .select()
    .from(staffUsers)
    .where('id' in by ? eq(staffUsers.id, by.id) : eq(staffUsers.email, by.email));
  return row;
}

/** The permissions the actor holds now (a replay acts for the checker, whose token is not at hand). */
async function changerOf(tx: Tx, actor: Actor) {
  const row = actor.staff ? await accountRow(tx, { id: actor.staff.id }) : undefined;
  return { actor, permissions: row?.permissions ?? [] };
}

/**
 * Staff account changes under four-eyes, held when the `staff.permissions` policy is on (the default,
 * migration 0029) and the change gives access: an account created with permissions, an account
 * gaining a permission or re-enabled, a password or two-step reset. Replayed through the same writes
 * (the staff-access lock and its checks, for the checker too); stale when the account changed since.
 * While nobody but the maker holds manage-cmt, it applies at once and is listed as applied without a
 * second person (a new deployment's first administrator makes the second).
 */
export const staffAccessChange = defineGuarded({
  action: 'staff.permissions',
  permission: 'manage-cmt',
  appliesAloneWithoutChecker: true,
  target: async (tx, input: StaffAccessChange) => {
    if (input.change === 'create') {
      const existing = await accountRow(tx, { email: input.account.email });
      return {
        targetType: 'staff_account',
        targetId: input.account.email,
        version: fingerprint(existing?.id ?? null),
        held: input.account.permissions.length > 0,
      };
    }
    const row = await accountRow(tx, { id: input.id });
    if (!row) throw notFound('Staff account');
    // Nothing to hold for a second person when there is nothing to turn off.
    if (input.change === 'reset-two-factor' && !hasTwoFactor(row)) throw twoFactorOff(row.email);
    return {
      targetType: 'staff_account',
      targetId: row.email,
      version: fingerprint({ version: row.version, tokenVersion: row.tokenVersion }),
      held:
        input.change === 'reset' ||
        input.change === 'reset-two-factor' ||
        (input.account.isActive && !row.isActive) ||
        (input.account.permissions.some((p) => !row.permissions.includes(p)) &&
          !sameSet(input.account.permissions, row.permissions)),
    };
  },
  shape: async (tx, input: StaffAccessChange) => {
    const row = await accountRow(
      tx,
      input.change === 'create' ? { email: input.account.email } : { id: input.id },
    );
    // Two-step shown too, so that an approver sees a two-step reset as the change it is.
    return row ? { ...toStaffUser(row), twoStepVerification: hasTwoFactor(row) } : null;
  },
  apply: async (services, db, actor, input: StaffAccessChange): Promise<StaffUser | undefined> => {
    const by = await db.transaction((tx) => changerOf(tx, actor));
    const deps: StaffChangeDeps = { db, staffAccess: services.staffAccess, config: services.config };
    switch (input.change) {
      case 'create':
        return createStaffAccount(deps, by, input.account);
      case 'update':
        return updateStaffAccount(deps, by, input.id, input.account, input.ifMatch);
      case 'reset':
        await resetStaffAccountPassword(deps, by, input.id, { passwordHash: input.passwordHash });
        return undefined;
      case 'reset-two-factor':
        await resetStaffAccountTwoFactor(deps, by, input.id);
        return undefined;
    }
  },
});

/** A create as held and applied: the password hashed at once, so it is never stored as typed. */
export async function staffCreateOf(body: ParsedBodyOf<typeof createStaffUser>): Promise<StaffAccessChange> {
  const { password, ...account } = body;
  return { change: 'create', account: { ...account, passwordHash: await hashPassword(password) } };
}

/** A password reset as held and applied: the new password only as its hash. */
export async function staffResetOf(id: number, password: string): Promise<StaffAccessChange> {
  return { change: 'reset', id, passwordHash: await hashPassword(password) };
}
