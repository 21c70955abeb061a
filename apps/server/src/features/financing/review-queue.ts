import { eq, sql } from 'drizzle-orm';
import { creditLineStatus } from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../../db/client.ts';
import { applicationFinancingPartners as afp, customerApplications as ca } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { claimedAnswer, defineQueue, type ClaimedItem } from '../../lib/claims.ts';

/** Current credit lines waiting for a review (PENDING), oldest first: the application review queue. */
export const reviewQueue = defineQueue({
  type: 'credit-line',
  what: 'Credit line',
  table: afp,
  id: afp.id,
  claimedBy: afp.claimedBy,
  claimedUntil: afp.claimedUntil,
  waitingSince: afp.createdAt,
  waiting: sql`${afp.isCurrent} and ${afp.creditLineStatus} = ${creditLineStatus.PENDING}`,
});

/** The claimed line with the national id its application's page opens by. */
async function withDocumentNumber(db: DbOrTx, item: ClaimedItem | null) {
  if (!item) return claimedAnswer(null);
  const [row] = await db
    .select({ documentNumber: ca.documentNumber })
    .from(afp)
    .innerJoin(ca, eq(ca.userId, afp.userId))
    .where(eq(afp.id, item.id));
  return claimedAnswer(item, row?.documentNumber ?? null);
}

export const takeNextReview = async (db: DbOrTx, actor: Actor) =>
  withDocumentNumber(db, await reviewQueue.next(db, actor));

export const claimReview = async (db: DbOrTx, actor: Actor, id: number, takeover: boolean) =>
  withDocumentNumber(db, await reviewQueue.claim(db, actor, id, takeover));
