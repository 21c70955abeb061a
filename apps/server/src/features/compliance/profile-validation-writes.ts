import type { RejectReason } from '@cmt/contract/endpoints/compliance';
import type { DbOrTx } from '../../db/client.ts';
import { profileValidations as pv } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { findProfileValidation } from './profile-validation-queries.ts';

type Row = typeof pv.$inferSelect;

/** Audited as `profile-validation.approve|reject`; the entry never carries the national id. */
const validations = defineTransitions({
  table: pv,
  id: pv.id,
  status: pv.status,
  what: 'Profile validation',
  claims: { by: pv.claimedBy, until: pv.claimedUntil },
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
  },
  audit: {
    type: 'profile-validation',
    targetType: 'profile_validation',
    decision: { recordType: 'kycValidation', customerId: (row: Row) => row.userId },
    publicShape: (row: Row) => ({
      userId: row.userId,
      status: row.status,
      rejectReason: row.rejectReason,
      note: row.rejectNote,
    }),
  },
});

/**
 * Approves a pending profile. The checks are computed again inside the move's transaction: a failing
 * one (an expired id, a listed national id, a missing image…) refuses the approval with 409
 * CHECKS_FAILED and leaves the profile pending. Approving an approved profile changes nothing.
 */
export async function approveProfile(db: DbOrTx, actor: Actor, id: number) {
  await validations.apply(db, actor, 'approve', id, {
    set: {
      decidedAt: new Date(),
      decidedBy: actor.staff?.email ?? null,
      rejectReason: null,
      rejectNote: null,
    },
    effect: async (tx) => {
      const profile = await findProfileValidation(tx, id);
      const failed = profile.checks.filter((check) => !check.passed).map((check) => check.key);
      if (failed.length > 0) {
        throw new AppError(
          409,
          'CHECKS_FAILED',
          `This profile cannot be approved while checks fail: ${failed.join(', ')}`,
          { failed },
        );
      }
    },
  });
  return findProfileValidation(db, id);
}

/** Rejects a pending profile with a reason from the list (and a note); a repeat changes nothing. */
export async function rejectProfile(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: { reason: RejectReason; note?: string | undefined },
) {
  await validations.apply(db, actor, 'reject', id, {
    reason: input.reason,
    set: {
      decidedAt: new Date(),
      decidedBy: actor.staff?.email ?? null,
      rejectReason: input.reason,
      rejectNote: input.note || null,
    },
  });
  return findProfileValidation(db, id);
}
