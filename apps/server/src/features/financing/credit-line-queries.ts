import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditLine, ReviewEntry } from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../../db/client.ts';
import {
  applicationFinancingPartners as afp,
  financingPartners as partners,
  financingReviews,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

// Written out with table names: inside a select, Drizzle renders columns unqualified.
const outstanding = sql<string>`(select coalesce(sum(i.amount - i.paid_amount), 0)::numeric(14, 2)::text
  from financing_instalments i where i.credit_line_id = application_financing_partners.id)`;

const lineColumns = {
  id: afp.id,
  userId: afp.userId,
  partnerId: afp.partnerId,
  partnerName: partners.name,
  partnerNameAr: partners.nameAr,
  creditLineStatus: afp.creditLineStatus,
  approvedAmount: afp.approvedAmount,
  activationType: afp.activationType,
  isCurrent: afp.isCurrent,
  outstanding,
  version: afp.version,
  createdAt: afp.createdAt,
  updatedAt: afp.updatedAt,
};

const toLine = (row: { createdAt: Date; updatedAt: Date }): Pick<CreditLine, 'createdAt' | 'updatedAt'> => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A customer's credit lines (financing partner entries), oldest first, each with what is still owed on it. */
export async function creditLinesOf(db: DbOrTx, userId: number): Promise<CreditLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(afp)
    .innerJoin(partners, eq(partners.id, afp.partnerId))
    .where(eq(afp.userId, userId))
    .orderBy(asc(afp.id));
  return rows.map((row) => ({ ...row, ...toLine(row) }));
}

/** One credit line; 404 when it is gone. */
export async function findCreditLine(db: DbOrTx, id: number): Promise<CreditLine> {
  const [row] = await db
    .select(lineColumns)
    .from(afp)
    .innerJoin(partners, eq(partners.id, afp.partnerId))
    .where(eq(afp.id, id));
  if (!row) throw notFound('Credit line');
  return { ...row, ...toLine(row) };
}

const reviewColumns = {
  id: financingReviews.id,
  creditLineId: financingReviews.creditLineId,
  partnerName: partners.name,
  action: financingReviews.action,
  reason: financingReviews.reason,
  fromStatus: financingReviews.fromStatus,
  toStatus: financingReviews.toStatus,
  oldLimit: financingReviews.oldLimit,
  newLimit: financingReviews.newLimit,
  reviewedBy: financingReviews.reviewedBy,
  reviewedAt: financingReviews.reviewedAt,
  batchId: financingReviews.batchId,
};

type ReviewRow = { reviewedAt: Date; action: string };
const toReview = <R extends ReviewRow>(row: R) =>
  ({ ...row, action: row.action as ReviewEntry['action'], reviewedAt: row.reviewedAt.toISOString() }) as Omit<
    R,
    'reviewedAt' | 'action'
  > & { reviewedAt: string; action: ReviewEntry['action'] };

const selectReviews = (db: DbOrTx) =>
  db
    .select(reviewColumns)
    .from(financingReviews)
    .innerJoin(afp, eq(afp.id, financingReviews.creditLineId))
    .innerJoin(partners, eq(partners.id, afp.partnerId));

/** A customer's review history, newest first (the last 200 decisions). */
export async function reviewsOf(db: DbOrTx, userId: number): Promise<ReviewEntry[]> {
  const rows = await selectReviews(db)
    .where(eq(financingReviews.userId, userId))
    .orderBy(desc(financingReviews.reviewedAt), desc(financingReviews.id))
    .limit(200);
  return rows.map(toReview);
}

/** Review entries by id (the ones a change just wrote). */
export async function reviewsById(db: DbOrTx, ids: number[]): Promise<ReviewEntry[]> {
  if (ids.length === 0) return [];
  const rows = await selectReviews(db)
    .where(and(inArray(financingReviews.id, ids)))
    .orderBy(asc(financingReviews.id));
  return rows.map(toReview);
}
