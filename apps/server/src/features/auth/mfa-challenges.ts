import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { MfaChallenge } from '@cmt/contract/endpoints/auth';
import type { DbOrTx } from '../../db/client.ts';
import { staffMfaChallenges } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { tokenHash } from '../../lib/totp.ts';

/** Wrong codes one second-step token takes; the fifth ends it. */
export const MAX_CODE_FAILURES = 5;
/** How long the second step may take. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'VERIFY' | 'ENROL';

/** After a correct password: the token of the second step (stored only as its SHA-256). */
export async function startChallenge(
  db: DbOrTx,
  staffId: number,
  purpose: ChallengePurpose,
): Promise<MfaChallenge> {
  const mfaToken = randomBytes(32).toString('base64url');
  await db.insert(staffMfaChallenges).values({
    tokenHash: tokenHash(mfaToken),
    staffId,
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  // Old challenges are of no use: swept now and then, by whoever signs in.
  if (Math.random() < 0.05) {
    await db.delete(staffMfaChallenges).where(lt(staffMfaChallenges.expiresAt, new Date()));
  }
  return { mfaRequired: true, mfaToken, enrolRequired: purpose === 'ENROL' };
}

export const challengeEnded = () =>
  new AppError(
    401,
    'MFA_TOKEN_INVALID',
    'This sign-in has ended (too many wrong codes, or it took too long): sign in again',
  );

/** A live challenge's account and purpose, without counting an attempt (enrolment at sign-in). */
export async function findChallenge(db: DbOrTx, mfaToken: string) {
  const [row] = await db
    .select()
    .from(staffMfaChallenges)
    .where(
      and(
        eq(staffMfaChallenges.tokenHash, tokenHash(mfaToken)),
        gt(staffMfaChallenges.expiresAt, new Date()),
        lt(staffMfaChallenges.failures, MAX_CODE_FAILURES),
      ),
    );
  if (!row) throw challengeEnded();
  return row;
}

/**
 * Counts one code attempt on the token BEFORE the code is checked, atomically, so parallel guesses
 * cannot slip past the limit on any number of instances: the token must be live with fewer than
 * five failures; a correct code then ends it (`endChallenge`), a wrong one leaves the count.
 */
export async function claimAttempt(db: DbOrTx, mfaToken: string) {
  const [row] = await db
    .update(staffMfaChallenges)
    .set({ failures: sql`${staffMfaChallenges.failures} + 1` })
    .where(
      and(
        eq(staffMfaChallenges.tokenHash, tokenHash(mfaToken)),
        gt(staffMfaChallenges.expiresAt, new Date()),
        lt(staffMfaChallenges.failures, MAX_CODE_FAILURES),
      ),
    )
    .returning();
  if (!row) throw challengeEnded();
  return row;
}

/** The second step is over (succeeded, or its last attempt failed). */
export async function endChallenge(db: DbOrTx, mfaToken: string): Promise<void> {
  await db.delete(staffMfaChallenges).where(eq(staffMfaChallenges.tokenHash, tokenHash(mfaToken)));
}
