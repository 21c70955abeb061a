import { sql, type SQL } from 'drizzle-orm';
import {
  creditLineStatus,
  creditLineStatusName,
  reviewActions,
  reviewMoves,
  type ReviewAction,
} from '@cmt/contract/endpoints/financing';
import type { DbOrTx, Tx } from '../db/client.ts';
import { applicationFinancingPartners as afp, financingBlocks } from '../db/schema.ts';
import type { Actor } from '../lib/audit.ts';
import { defineTransitions } from '../lib/transition.ts';

type Line = typeof afp.$inferSelect;

/** The statuses of an open line: credit that can be (or is about to be) spent. */
export const OPEN_LINE_STATUSES = [creditLineStatus.APPROVED, creditLineStatus.ACTIVE] as const;

/**
 * A credit line's moves, declared once: the review moves of the contract (`reviewMoves`), audited as
 * `financing.review.<action>` (lower case, as the batch review file writes them too), and the AML
 * pair: an open line suspended because its customer is on the applied AML file
 * (`financing.line.aml-suspend`), and given back its status when that block is lifted
 * (`financing.line.aml-restore`, a move without `to`: the status comes from the block).
 */
export const lineMoves = defineTransitions({
  table: afp,
  id: afp.id,
  status: afp.creditLineStatus,
  what: 'Credit line',
  claims: { by: afp.claimedBy, until: afp.claimedUntil },
  moves: {
    ...(reviewMoves as Record<ReviewAction, { from: readonly number[]; to?: number }>),
    AML_SUSPEND: { from: OPEN_LINE_STATUSES, to: creditLineStatus.SUSPENDED },
    AML_RESTORE: { from: [creditLineStatus.SUSPENDED] },
  },
  describe: (status: number) => creditLineStatusName(status).toLowerCase(),
  audit: {
    type: 'financing.review',
    targetType: 'credit_line',
    actions: {
      ...Object.fromEntries(
        reviewActions.map((action) => [action, `financing.review.${action.toLowerCase()}`]),
      ),
      AML_SUSPEND: 'financing.line.aml-suspend',
      AML_RESTORE: 'financing.line.aml-restore',
    },
    // The review moves are decisions (docs/decisions.md); the AML pair are the system's, not recorded.
    decision: { recordType: 'creditLine', customerId: (line: Line) => line.userId, moves: reviewActions },
    publicShape: (line: Line) => ({
      userId: line.userId,
      creditLineStatus: line.creditLineStatus,
      approvedAmount: line.approvedAmount,
    }),
  },
});

/**
 * Suspends the open current line of each customer whose national id is in the AML blacklist batch,
 * inside the apply transaction: each line through its move (audited `financing.line.aml-suspend`),
 * and the customer blocked from financing (reason AML_LISTED, or their existing ACTIVE block) with
 * the line and its status before, so that lifting the block (the unblock path) restores the line.
 * Returns how many lines were suspended.
 */
export async function suspendLinesOfListed(tx: Tx, actor: Actor, nationalIds: SQL): Promise<number> {
  const open = await openLinesOfListed(tx, nationalIds);
  for (const line of open) {
    await lineMoves.apply(tx, actor, 'AML_SUSPEND', line.id, {
      // A code, not a sentence (issue 19 item 11); the batch's own apply entry names the file.
      reason: 'AML_LISTED',
      set: { version: sql`${afp.version} + 1`, updatedAt: new Date() },
      effect: async (inner, _row, before) => {
        await inner
          .insert(financingBlocks)
          .values({
            userId: before.userId,
            reason: 'AML_LISTED',
            note: null,
            blockedBy: actor.staff?.email ?? null,
            suspendedLineId: before.id,
            lineStatusBefore: before.creditLineStatus,
          })
          .onConflictDoUpdate({
            target: financingBlocks.userId,
            targetWhere: sql`status = 'ACTIVE'`,
            set: {
              suspendedLineId: sql`coalesce(${financingBlocks.suspendedLineId}, excluded.suspended_line_id)`,
              lineStatusBefore: sql`coalesce(${financingBlocks.lineStatusBefore}, excluded.line_status_before)`,
            },
          });
      },
    });
  }
  return open.length;
}

/** The open current lines of the customers whose national ids the relation `nationalIds` (one column) lists. */
export async function openLinesOfListed(db: DbOrTx, nationalIds: SQL): Promise<{ id: number }[]> {
  const result = await db.execute<{ id: number }>(sql`select cl.id
    from application_financing_partners cl
    join customer_applications ca on ca.user_id = cl.user_id
    where cl.is_current and cl.credit_line_status in (${sql.join(
      OPEN_LINE_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})
      and ca.document_number in (${nationalIds})
    order by cl.id`);
  return result.rows;
}

/**
 * When a block that suspended a line is lifted: the line goes back to the status it had, if it is
 * still suspended (a reviewer may have moved it meanwhile; then it stays as they left it).
 */
export async function restoreLineOf(
  tx: Tx,
  actor: Actor,
  block: { suspendedLineId: number | null; lineStatusBefore: number | null },
  reason: string | null,
): Promise<void> {
  if (block.suspendedLineId === null || block.lineStatusBefore === null) return;
  const [line] = await tx
    .select({ status: afp.creditLineStatus })
    .from(afp)
    .where(sql`${afp.id} = ${block.suspendedLineId}`)
    .for('update');
  if (line?.status !== creditLineStatus.SUSPENDED) return;
  await lineMoves.apply(tx, actor, 'AML_RESTORE', block.suspendedLineId, {
    reason,
    set: {
      creditLineStatus: block.lineStatusBefore,
      version: sql`${afp.version} + 1`,
      updatedAt: new Date(),
    },
  });
}
