import { eq, sql } from 'drizzle-orm';
import { reviewMoves, type ReviewAction, type reviewApplication } from '@cmt/contract/endpoints/financing';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import { compareAmounts } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import { applicationFinancingPartners as afp, financingReviews } from '../../db/schema.ts';
import { creditStandingsOf, reviewRefusal, type ReviewRefusal } from '../../domain/credit-lines.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, conflict, fieldError, notFound, staleRecord } from '../../lib/errors.ts';
import { lineMoves } from '../../domain/credit-line-moves.ts';
import { findCreditLine, reviewsById } from './credit-line-queries.ts';

function refusalError(refusal: ReviewRefusal, action: ReviewAction): AppError {
  switch (refusal.key) {
    case 'noApplication':
      return notFound('Customer application');
    case 'noCreditLine':
      return conflict(
        'This customer has no credit line to review: assign a financing partner first',
        'NO_CREDIT_LINE',
      );
    case 'reviewNotAllowed':
      return new AppError(
        409,
        'INVALID_TRANSITION',
        `This credit line is ${refusal.params.status.toLowerCase()}: it cannot be given ${action}`,
        { status: refusal.params.status, move: action },
      );
    case 'limitRequired':
      return fieldError(['creditLimit'], 'creditLimitRequired');
    case 'limitNotForAction':
      return fieldError(['creditLimit'], 'creditLimitNotForAction');
    case 'limitBounds':
      return fieldError(['creditLimit'], 'creditLimitBounds', refusal.params);
    case 'customerBlacklisted':
      return conflict('The customer is on the AML blacklist: no credit can be given', 'CUSTOMER_BLACKLISTED');
    case 'customerBlocked':
      return conflict('The customer is blocked from financing: unblock them first', 'CUSTOMER_BLOCKED');
  }
}

/**
 * A review of the customer's current credit line, in one transaction: the customer is locked, the
 * line's version checked against If-Match (412 when someone else decided first), the review rules
 * applied (`reviewRefusal`), then the move (`lineMoves`) with its review entry and audit entry. The
 * same decision again (already in the action's status, or the same limit) is a no-op.
 */
export async function reviewCurrentLine(
  db: DbOrTx,
  actor: Actor,
  input: ParsedBodyOf<typeof reviewApplication>,
  ifMatch: number | undefined,
) {
  // Not audited(): the move writes its own entry (lineMoves); this transaction locks the customer first.
  return db.transaction(async (tx) => {
    const userId = input.luckyUserId;
    const standing = (await creditStandingsOf(tx, [userId], { lock: true })).get(userId);
    if (!standing?.line)
      throw refusalError(reviewRefusal(standing, userId, input.action, null)!, input.action);
    const [line] = await tx
      .select({ status: afp.creditLineStatus, version: afp.version, approvedAmount: afp.approvedAmount })
      .from(afp)
      .where(eq(afp.id, standing.line.id))
      .for('update');
    if (ifMatch !== undefined && ifMatch !== line!.version) throw staleRecord();
    const move = reviewMoves[input.action];
    const sameLimit =
      input.creditLimit &&
      line!.approvedAmount &&
      compareAmounts(input.creditLimit, line!.approvedAmount) === 0;
    const repeat =
      move.to === undefined
        ? Boolean(sameLimit && move.from.includes(line!.status))
        : line!.status === move.to;
    if (repeat) return { ...(await findCreditLine(tx, standing.line.id)), changed: false, review: null };

    const refusal = reviewRefusal(standing, userId, input.action, input.creditLimit);
    if (refusal) throw refusalError(refusal, input.action);
    let reviewId: number | null = null;
    const { changed } = await lineMoves.apply(tx, actor, input.action, standing.line.id, {
      reason: input.reason,
      set: {
        ...(input.creditLimit ? { approvedAmount: input.creditLimit } : {}),
        version: sql`${afp.version} + 1`,
        updatedAt: new Date(),
      },
      effect: async (inner, row, before) => {
        const [review] = await inner
          .insert(financingReviews)
          .values({
            userId,
            creditLineId: row.id,
            action: input.action,
            reason: input.reason,
            fromStatus: before.creditLineStatus,
            toStatus: row.creditLineStatus,
            oldLimit: before.approvedAmount,
            newLimit: row.approvedAmount,
            reviewedById: actor.staff?.id ?? null,
            reviewedBy: actor.staff?.email ?? null,
          })
          .returning({ id: financingReviews.id });
        reviewId = review!.id;
      },
    });
    const [review] = reviewId === null ? [] : await reviewsById(tx, [reviewId]);
    return { ...(await findCreditLine(tx, standing.line.id)), changed, review: review ?? null };
  });
}
