import { eq } from 'drizzle-orm';
import type { Session, TotpEnrolment } from '@cmt/contract/endpoints/auth';
import { staffUsers } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { claimAttempt, endChallenge, findChallenge, MAX_CODE_FAILURES } from './mfa-challenges.ts';
import {
  invalidCredentials,
  issueSession,
  recordFailure,
  reserveCodeAttempt,
  type Account,
  type SignInDeps,
  type SignInOrigin,
} from './sign-in.ts';
import { beginEnrolment, checkSecondFactor, confirmEnrolment } from './totp-writes.ts';

const accountOf = async (deps: SignInDeps, id: number): Promise<Account | undefined> =>
  (await deps.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0];

/**
 * `POST /auth/mfa`: the second step of a password sign-in. The code is counted first under the
 * account's sign-in limits, as a password guess (`reserveCodeAttempt`: across every token, address
 * and instance, 429 beyond), then on the token (five wrong codes end it, whichever instance they
 * reach); a TOTP code is taken once, a recovery code is used up. With REQUIRE_TOTP and no two-factor
 * yet, the code confirms the secret enrolled at sign-in. Every wrong code is recorded
 * (`auth.login.failed`, "wrong code"); a right one gives back its attempt and the password's.
 */
export async function completeSecondStep(
  deps: SignInDeps,
  origin: SignInOrigin,
  body: { mfaToken: string; code: string },
): Promise<Session> {
  const live = await findChallenge(deps.db, body.mfaToken);
  const account = await accountOf(deps, live.staffId);
  if (!account?.isActive) {
    await endChallenge(deps.db, body.mfaToken);
    throw invalidCredentials();
  }
  await reserveCodeAttempt(deps, origin, account.email);
  const challenge = await claimAttempt(deps.db, body.mfaToken);
  const actor = { staff: { id: account.id, email: account.email }, ip: origin.ip };
  const method =
    challenge.purpose === 'VERIFY'
      ? await checkSecondFactor(deps.db, account, body.code)
      : // Enrolling: only a code of the secret just enrolled (none yet: no code is right).
        account.totpPendingSecret && (await confirmEnrolment(deps.db, actor, account, body.code))
        ? 'local+totp'
        : null;
  if (!method) {
    await recordFailure(deps.db, origin, account.email, 'wrong code');
    const attemptsLeft = MAX_CODE_FAILURES - challenge.failures;
    if (attemptsLeft <= 0) await endChallenge(deps.db, body.mfaToken);
    throw new AppError(
      401,
      attemptsLeft <= 0 ? 'MFA_TOKEN_INVALID' : 'INVALID_CODE',
      attemptsLeft <= 0
        ? 'Too many wrong codes: sign in again'
        : 'The code is not correct or was already used',
      { attemptsLeft },
    );
  }
  await endChallenge(deps.db, body.mfaToken);
  return issueSession(deps, origin, account, method, 2);
}

/** `POST /auth/mfa/enrol`: with REQUIRE_TOTP, the account signing in enrols (then confirms by `/auth/mfa`). */
export async function enrolDuringSignIn(
  deps: SignInDeps & { issuer: string },
  origin: SignInOrigin,
  mfaToken: string,
): Promise<TotpEnrolment> {
  const challenge = await findChallenge(deps.db, mfaToken);
  if (challenge.purpose !== 'ENROL') {
    throw new AppError(409, 'TOTP_ALREADY_ENABLED', 'This account already has two-factor: enter a code');
  }
  const account = await accountOf(deps, challenge.staffId);
  if (!account?.isActive) throw invalidCredentials();
  return beginEnrolment(
    deps.db,
    { staff: { id: account.id, email: account.email }, ip: origin.ip },
    account,
    deps.issuer,
  );
}
