import { and, eq, gte, sql } from 'drizzle-orm';
import { egpOf } from '@cmt/contract/money';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { affiliateCashouts, cashbackWallets } from '../../db/schema.ts';
import { defineGuarded, fingerprint } from '../../lib/approvals.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';

type CashoutRow = typeof affiliateCashouts.$inferSelect;

/** The customer's available cashback, as the audit entry shows it beside the cashout. */
async function availableOf(tx: Tx, userId: number) {
  const [wallet] = await tx
    .select({ available: cashbackWallets.availablePiastres })
    .from(cashbackWallets)
    .where(eq(cashbackWallets.userId, userId));
  return egpOf(wallet?.available ?? 0);
}

/**
 * The cashout's moves (docs/requirements.md §P4): a pending request is approved, or rejected with a reason. Each is
 * audited as `affiliate-cashout.approve|reject`, with the customer's available cashback before and after.
 */
export const cashoutMoves = defineTransitions({
  table: affiliateCashouts,
  id: affiliateCashouts.id,
  status: affiliateCashouts.status,
  what: 'Cashout',
  claims: { by: affiliateCashouts.claimedBy, until: affiliateCashouts.claimedUntil },
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
  },
  audit: {
    type: 'affiliate-cashout',
    // Both moves are decisions: a record of what was known (docs/decisions.md) beside the entry.
    decision: { recordType: 'cashout', customerId: (row: CashoutRow) => row.userId },
    publicShape: async (row: CashoutRow, tx) => ({
      status: row.status,
      userId: row.userId,
      amount: egpOf(row.amountPiastres),
      available: await availableOf(tx, row.userId),
      // When the customer asked: the decision statement says it.
      requestedAt: row.requestedAt.toISOString(),
    }),
  },
});

const decision = (actor: Actor) => ({ decidedAt: new Date(), decidedBy: actor.staff?.email ?? null });

/**
 * Approves a pending cashout: in one transaction the status moves, the customer's available
 * cashback is debited by the amount (and counted as paid out) and the audit entry is written. The
 * same approve again is a no-op (nothing is debited twice); a balance that no longer covers the
 * amount refuses the approve (409) and nothing changes.
 */
export function approveCashoutRequest(db: DbOrTx, actor: Actor, id: number) {
  return cashoutMoves.apply(db, actor, 'approve', id, {
    set: decision(actor),
    effect: async (tx, row) => {
      const [wallet] = await tx
        .update(cashbackWallets)
        .set({
          availablePiastres: sql`${cashbackWallets.availablePiastres} - ${row.amountPiastres}`,
          paidOutPiastres: sql`${cashbackWallets.paidOutPiastres} + ${row.amountPiastres}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(cashbackWallets.userId, row.userId),
            gte(cashbackWallets.availablePiastres, row.amountPiastres),
          ),
        )
        .returning({ userId: cashbackWallets.userId });
      if (!wallet) {
        const available = await availableOf(tx, row.userId);
        throw new AppError(
          409,
          'INSUFFICIENT_BALANCE',
          `The customer's available cashback (EGP ${available}) is less than this cashout (EGP ${egpOf(row.amountPiastres)}): reject it, or wait until more cashback is confirmed`,
          { available, amount: egpOf(row.amountPiastres) },
        );
      }
    },
  });
}

/** Rejects a pending cashout with the reason the customer will be told; no money moves. */
export function rejectCashoutRequest(db: DbOrTx, actor: Actor, id: number, reason: string) {
  return cashoutMoves.apply(db, actor, 'reject', id, { reason, set: { ...decision(actor), reason } });
}

/**
 * Approving a cashout under four-eyes (`cashout.approve`, threshold: its amount): held when the policy
 * says so, and replayed through `approveCashoutRequest`. The request is stale once the cashout was
 * decided (or its amount changed) meanwhile.
 */
export const cashoutApproval = defineGuarded({
  action: 'cashout.approve',
  permission: 'manage-affiliate-cashout-id',
  target: async (tx, input: { id: number }) => {
    const [row] = await tx.select().from(affiliateCashouts).where(eq(affiliateCashouts.id, input.id));
    if (!row) throw notFound('Cashout');
    return {
      targetType: 'affiliate_cashout',
      targetId: row.id,
      version: fingerprint({ status: row.status, amount: row.amountPiastres, userId: row.userId }),
      amountPiastres: row.amountPiastres,
      // Only a pending cashout moves: a repeat of a decided one answers as the direct path does.
      held: row.status === 'PENDING',
    };
  },
  shape: async (tx, input: { id: number }) => {
    const [row] = await tx.select().from(affiliateCashouts).where(eq(affiliateCashouts.id, input.id));
    return row
      ? {
          userId: row.userId,
          status: row.status,
          amount: egpOf(row.amountPiastres),
          available: await availableOf(tx, row.userId),
        }
      : null;
  },
  apply: (_services, db, actor, input: { id: number }) => approveCashoutRequest(db, actor, input.id),
});
