import { and, eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { assignPartnerBody, reviewApplication, unblockBody } from '@cmt/contract/endpoints/financing';
import type { z } from 'zod';
import { compareAmounts, piastresOf } from '@cmt/contract/money';
import type { Tx } from '../../db/client.ts';
import { applicationFinancingPartners as afp } from '../../db/schema.ts';
import { defineGuarded, fingerprint } from '../../lib/approvals.ts';
import { previewUnblock, unblockUsersOf } from './block-writes.ts';
import { assignPartnerTo, previewAssignment } from './partner-writes.ts';
import { reviewCurrentLine } from './review-writes.ts';

/** A review as asked: the body, and the line version the caller saw (If-Match). */
export interface ReviewRequest {
  review: ParsedBodyOf<typeof reviewApplication>;
  ifMatch?: number | undefined;
}

async function currentLine(tx: Tx, userId: number) {
  const [line] = await tx
    .select({
      id: afp.id,
      version: afp.version,
      creditLineStatus: afp.creditLineStatus,
      approvedAmount: afp.approvedAmount,
    })
    .from(afp)
    .where(and(eq(afp.userId, userId), eq(afp.isCurrent, true)));
  return line;
}

/**
 * A credit limit raised under four-eyes (`credit-line.change-limit`, threshold: the new limit): a
 * CHANGE_LIMIT above the line's limit is held when the policy says so, every other review applies at
 * once. The held review is replayed through `reviewCurrentLine`; it is stale once the line's version
 * moved (another decision meanwhile).
 */
export const creditLimitChange = defineGuarded({
  action: 'credit-line.change-limit',
  permission: 'manage-financing-application-reviews',
  target: async (tx, { review }: ReviewRequest) => {
    const line = await currentLine(tx, review.luckyUserId);
    const raise =
      line !== undefined &&
      review.action === 'CHANGE_LIMIT' &&
      Boolean(review.creditLimit) &&
      compareAmounts(review.creditLimit!, line.approvedAmount ?? '0') > 0;
    return {
      targetType: 'credit_line',
      targetId: line?.id ?? `user-${review.luckyUserId}`,
      version: line?.version ?? 0,
      amountPiastres: review.creditLimit ? piastresOf(review.creditLimit) : null,
      held: raise,
    };
  },
  shape: async (tx, { review }: ReviewRequest) => {
    const line = await currentLine(tx, review.luckyUserId);
    return line
      ? {
          userId: review.luckyUserId,
          creditLineStatus: line.creditLineStatus,
          approvedAmount: line.approvedAmount,
        }
      : null;
  },
  apply: (_services, db, actor, { review, ifMatch }: ReviewRequest) =>
    reviewCurrentLine(db, actor, review, ifMatch),
});

type AssignInput = z.output<typeof assignPartnerBody>;

/**
 * Opening credit lines with a partner under four-eyes (`financing.assign-partner`): held as the list
 * of users with the outcome each would have; stale when any of those outcomes changed since.
 */
export const partnerAssignment = defineGuarded({
  action: 'financing.assign-partner',
  permission: 'manage-financing-applications-assigned-partner',
  target: async (tx, input: AssignInput) => ({
    targetType: 'financing_partner',
    targetId: input.partnerId,
    version: fingerprint((await previewAssignment(tx, input)).outcomes),
  }),
  apply: (_services, db, actor, input: AssignInput) => assignPartnerTo(db, actor, input),
});

/** What an unblock asks: the users, and why (the contract's body). */
export type UnblockInput = z.output<typeof unblockBody>;

/**
 * Lifting financing blocks under four-eyes (`financing.unblock`): held with each user's block as it
 * was; stale when any of them changed since (lifted, or blocked anew).
 */
export const usersUnblock = defineGuarded({
  action: 'financing.unblock',
  permission: 'manage-financing-applications-unblock-user',
  target: async (tx, input: UnblockInput) => {
    const preview = await previewUnblock(tx, input.usersIds);
    return {
      targetType: 'financing_block',
      targetId: input.usersIds.length === 1 ? input.usersIds[0]! : `${input.usersIds.length} users`,
      version: fingerprint(preview.outcomes),
      // Nobody to unblock: answered at once, as the direct path does.
      held: preview.counts.UNBLOCKED > 0,
    };
  },
  apply: (_services, db, actor, input: UnblockInput) => unblockUsersOf(db, actor, input),
});
