import { and, eq, inArray } from 'drizzle-orm';
import { unblockOutcomes, type UnblockResult } from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../../db/client.ts';
import { appUsers, customerApplications as ca, financingBlocks } from '../../db/schema.ts';
import { maskNationalId } from '../../domain/applications.ts';
import { blacklistEntriesOf } from '../../domain/blacklist.ts';
import { restoreLineOf } from '../../domain/credit-line-moves.ts';
import type { Actor } from '../../lib/audit.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { toBlock } from './block-queries.ts';

type BlockRow = typeof financingBlocks.$inferSelect;

/**
 * A block is ACTIVE until lifted; lifting it again is a no-op. A lift is audited as the customer's
 * `financing.user.unblock`, naming the block and why it was there.
 */
const blockMoves = defineTransitions({
  table: financingBlocks,
  id: financingBlocks.id,
  status: financingBlocks.status,
  what: 'Financing block',
  moves: { LIFT: { from: ['ACTIVE'], to: 'LIFTED' } },
  audit: {
    type: 'financing-block',
    targetType: 'app_user',
    actions: { LIFT: 'financing.user.unblock' },
    targetId: (block: BlockRow) => block.userId,
    // A lift is a decision about the customer (docs/decisions.md).
    decision: {
      recordType: 'customer',
      customerId: (block: BlockRow) => block.userId,
      recordId: (block: BlockRow) => block.userId,
    },
    publicShape: (block: BlockRow) => ({
      blockId: block.id,
      status: block.status,
      blockReason: block.reason,
      since: block.blockedAt.toISOString(),
    }),
  },
});
/** Who a user is for the action screens: app name or legal name, and the national id masked. */
async function customersOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { name: string; documentNumber: string | null; phone: string | null }>();
  const rows = await db
    .select({
      id: appUsers.id,
      name: appUsers.name,
      legal: ca.searchName,
      documentNumber: ca.documentNumber,
      phone: appUsers.phone,
    })
    .from(appUsers)
    .leftJoin(ca, eq(ca.userId, appUsers.id))
    .where(inArray(appUsers.id, ids));
  return new Map(
    rows.map((r) => [r.id, { name: r.legal || r.name, documentNumber: r.documentNumber, phone: r.phone }]),
  );
}

async function plan(db: DbOrTx, usersIds: number[]) {
  const ids = [...new Set(usersIds)];
  const [customers, blocks] = await Promise.all([
    customersOf(db, ids),
    db
      .select()
      .from(financingBlocks)
      .where(and(inArray(financingBlocks.userId, ids), eq(financingBlocks.status, 'ACTIVE'))),
  ]);
  const blockOf = new Map(blocks.map((block) => [block.userId, block]));
  const listed = await blacklistEntriesOf(
    db,
    [...customers.values()].map((c) => c.documentNumber),
  );
  const rows = ids.map((userId) => {
    const customer = customers.get(userId);
    const block = blockOf.get(userId) ?? null;
    const outcome = !customer ? 'NOT_FOUND' : block ? 'UNBLOCKED' : 'NOT_BLOCKED';
    return { userId, customer, block, outcome: outcome as (typeof unblockOutcomes)[number] };
  });
  const result: UnblockResult = {
    outcomes: rows.map(({ userId, customer, block, outcome }) => ({
      userId,
      name: customer?.name ?? null,
      documentNumberMasked: maskNationalId(customer?.documentNumber ?? null),
      outcome,
      block: block ? toBlock(block) : null,
      blacklisted: Boolean(customer?.documentNumber && listed.has(customer.documentNumber)),
    })),
    counts: Object.fromEntries(
      unblockOutcomes.map((outcome) => [outcome, rows.filter((row) => row.outcome === outcome).length]),
    ) as UnblockResult['counts'],
  };
  return { rows, result };
}

/** Which users are blocked and why (the outcome each would have), without changing anything. */
export const previewUnblock = async (db: DbOrTx, usersIds: number[]) => (await plan(db, usersIds)).result;

/**
 * Lifts the block of every blocked user in one transaction, each through the block's transition (a
 * block lifted meanwhile is a no-op) with its own audit entry naming the user, the block and why.
 */
export async function unblockUsersOf(
  db: DbOrTx,
  actor: Actor,
  input: { usersIds: number[]; reason?: string | undefined },
): Promise<UnblockResult> {
  // Not audited(): each lift writes its own entry (blockMoves); this transaction makes them land together.
  return db.transaction(async (tx) => {
    const { rows, result } = await plan(tx, input.usersIds);
    for (const { block } of rows) {
      if (!block) continue;
      await blockMoves.apply(tx, actor, 'LIFT', block.id, {
        reason: input.reason || null,
        set: { liftedAt: new Date(), liftedBy: actor.staff?.email ?? null, liftReason: input.reason || null },
        // A block an AML file set while suspending the customer's open line gives the line back.
        effect: (inner, lifted) => restoreLineOf(inner, actor, lifted, input.reason || null),
      });
    }
    return result;
  });
}
