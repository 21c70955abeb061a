import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { TotpEnrolment } from '@cmt/contract/endpoints/auth';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffRecoveryCodes, staffUsers } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodeHash,
  totpStepOf,
} from '../../lib/totp.ts';
import { checkOwnPassword, type Account, type PasswordCheckDeps, type SignInOrigin } from './sign-in.ts';

/**
 * A new secret for an account without two-factor, pending until a code confirms it, and ten new
 * recovery codes (stored hashed; shown this once). Audited `auth.totp.enrol` (without the secret).
 */
export async function beginEnrolment(
  db: DbOrTx,
  actor: Actor,
  account: Account,
  issuer: string,
): Promise<TotpEnrolment> {
  if (account.totpSecret) {
    throw conflict('Two-factor is already on: turn it off first to enrol again', 'TOTP_ALREADY_ENABLED');
  }
  if (!account.passwordHash) {
    throw conflict('Two-factor is for accounts that sign in with a password', 'TOTP_LOCAL_ONLY');
  }
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await audited(db, actor, 'auth.totp.enrol', 'staff', async (tx, note) => {
    note.targetId = account.email;
    await tx.update(staffUsers).set({ totpPendingSecret: secret }).where(eq(staffUsers.id, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ staffId: account.id, codeHash: recoveryCodeHash(code) })));
  });
  const url = otpauthUrl(secret, account.email, issuer);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url), recoveryCodes };
}

/**
 * Turns the pending secret on when `code` is one of its codes (that step then counts as used).
 * False for a wrong code; 409 when nothing is pending. Audited `auth.totp.confirm`.
 */
export async function confirmEnrolment(
  db: DbOrTx,
  actor: Actor,
  account: Account,
  code: string,
): Promise<boolean> {
  const pending = account.totpPendingSecret;
  if (!pending) throw conflict('Start the enrolment first', 'TOTP_NOT_PENDING');
  const step = totpStepOf(pending, code);
  if (step === null) return false;
  return audited(db, actor, 'auth.totp.confirm', 'staff', async (tx, note) => {
    note.targetId = account.email;
    const rows = await tx
      .update(staffUsers)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(staffUsers.id, account.id), eq(staffUsers.totpPendingSecret, pending)))
      .returning({ id: staffUsers.id });
    return rows.length > 0;
  });
}

/**
 * The second factor of a sign-in: a TOTP code of the account's secret within one step of now, taken
 * once (its step must be later than the last accepted one: one atomic update, so a code replayed, even
 * in parallel or on another instance, is refused), or an unused recovery code (deleted as it is used).
 */
export async function checkSecondFactor(
  db: DbOrTx,
  account: Account,
  code: string,
): Promise<'local+totp' | 'local+recovery-code' | null> {
  if (!account.totpSecret) return null;
  if (/^\d{6}$/.test(code)) {
    const step = totpStepOf(account.totpSecret, code);
    if (step === null) return null;
    const taken = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffUsers.id, account.id),
          eq(staffUsers.totpSecret, account.totpSecret),
          or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: staffUsers.id });
    return taken.length > 0 ? 'local+totp' : null;
  }
  const used = await db
    .delete(staffRecoveryCodes)
    .where(
      and(
        eq(staffRecoveryCodes.staffId, account.id),
        eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId });
  return used.length > 0 ? 'local+recovery-code' : null;
}

/**
 * Turns two-factor off (the password required, checked under the sign-in limits; refused while
 * REQUIRE_TOTP). Audited `auth.totp.remove`.
 */
export async function removeTotp(
  deps: PasswordCheckDeps & { config: Pick<Config, 'REQUIRE_TOTP'> },
  origin: SignInOrigin,
  actor: Actor,
  account: Account,
  password: string,
): Promise<void> {
  const { db } = deps;
  if (!(await checkOwnPassword(deps, origin, account, password))) {
    throw fieldError(['password'], 'passwordWrong');
  }
  if (deps.config.REQUIRE_TOTP) {
    throw conflict('Two-factor is required for every account here', 'TOTP_REQUIRED');
  }
  await audited(db, actor, 'auth.totp.remove', 'staff', async (tx, note) => {
    note.targetId = account.email;
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffUsers.id, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id));
  });
}
