import { and, eq, gte, sql } from 'drizzle-orm';
import { egpOf } from '@cmt/contract/money';
import type { Db, Tx } from '../../db/client.ts';
import { affiliateCashouts, cashbackWallets } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
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
 * The cashout's moves (SPEC §4): a pending request is approved, or rejected with a reason. Each is
 * audited as `affiliate-cashout.approve|reject`, with the customer's available cashback before and after.
 */
export const cashoutMoves = defineTransitions({
  table: affiliateCashouts,
  id: affiliateCashouts.id,
  status: affiliateCashouts.status,
  what: 'Cashout',
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
  },
  audit: {
    type: 'affiliate-cashout',
    publicShape: async (row: CashoutRow, tx) => ({
      status: row.status,
      userId: row.userId,
      amount: egpOf(row.amountPiastres),
      available: await availableOf(tx, row.userId),
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
export function approveCashoutRequest(db: Db, actor: Actor, id: number) {
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
export function rejectCashoutRequest(db: Db, actor: Actor, id: number, reason: string) {
  return cashoutMoves.apply(db, actor, 'reject', id, { reason, set: { ...decision(actor), reason } });
}
