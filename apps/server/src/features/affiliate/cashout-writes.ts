import { and, eq, gte, sql } from 'drizzle-orm';
import { egpOf } from '@cmt/contract/money';
import type { Db } from '../../db/client.ts';
import { affiliateCashouts, cashbackWallets } from '../../db/schema.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';

type CashoutRow = typeof affiliateCashouts.$inferSelect;

/** The cashout's moves (SPEC §4): a pending request is approved, or rejected with a reason. */
export const cashoutMoves = defineTransitions({
  table: affiliateCashouts,
  id: affiliateCashouts.id,
  status: affiliateCashouts.status,
  what: 'Cashout',
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
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
  return cashoutMoves.apply<CashoutRow>(db, 'approve', id, {
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
        .returning({ available: cashbackWallets.availablePiastres });
      if (!wallet) {
        const [current] = await tx
          .select({ available: cashbackWallets.availablePiastres })
          .from(cashbackWallets)
          .where(eq(cashbackWallets.userId, row.userId));
        const available = egpOf(current?.available ?? 0);
        throw new AppError(
          409,
          'INSUFFICIENT_BALANCE',
          `The customer's available cashback (EGP ${available}) is less than this cashout (EGP ${egpOf(row.amountPiastres)}): reject it, or wait until more cashback is confirmed`,
          { available, amount: egpOf(row.amountPiastres) },
        );
      }
      await writeAudit(tx, actor, {
        action: 'affiliate-cashout.approve',
        targetType: 'affiliate-cashout',
        targetId: row.id,
        before: { status: 'PENDING' },
        after: {
          status: 'APPROVED',
          userId: row.userId,
          amount: egpOf(row.amountPiastres),
          availableAfter: egpOf(wallet.available),
        },
      });
    },
  });
}

/** Rejects a pending cashout with the reason the customer will be told; no money moves. */
export function rejectCashoutRequest(db: Db, actor: Actor, id: number, reason: string) {
  return cashoutMoves.apply<CashoutRow>(db, 'reject', id, {
    set: { ...decision(actor), reason },
    effect: async (tx, row) => {
      await writeAudit(tx, actor, {
        action: 'affiliate-cashout.reject',
        targetType: 'affiliate-cashout',
        targetId: row.id,
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', userId: row.userId, amount: egpOf(row.amountPiastres), reason },
      });
    },
  });
}
