import { and, asc, desc, eq } from 'drizzle-orm';
import type { FinancingApplication } from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../../db/client.ts';
import {
  appUsers,
  creditPromotionUsers,
  creditPromotions,
  customerApplications as ca,
  financingBlocks,
  financingInstalments as instalments,
  financingRepayments as repayments,
} from '../../db/schema.ts';
import { findApplication } from '../../domain/applications.ts';
import { blacklistEntriesOf } from '../../domain/blacklist.ts';
import { historyOf } from '../../domain/contract-events.ts';
import { pendingApprovalsFor } from '../../lib/approvals.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { notFound } from '../../lib/errors.ts';
import { creditLinesOf, reviewsOf } from './credit-line-queries.ts';

/**
 * The whole application of the customer with this national id (docs/requirements.md §P3), with everything a credit
 * officer weighs: credit lines, decisions, instalments and repayments, AML and financing blocks, the
 * contracts printed and the promotions they are eligible for. Two applications captured with the same
 * national id show the first and name the others.
 */
export async function findFinancingApplication(
  db: DbOrTx,
  documentNumber: string,
): Promise<FinancingApplication> {
  const owners = await db
    .select({ userId: ca.userId })
    .from(ca)
    .where(eq(ca.documentNumber, documentNumber))
    .orderBy(asc(ca.userId))
    .limit(10);
  if (owners.length === 0) throw notFound('Customer application');
  const userId = owners[0]!.userId;
  const today = cairoDate();
  const [
    application,
    [created],
    [user],
    creditLines,
    reviews,
    owed,
    paid,
    listed,
    [block],
    contracts,
    promotions,
  ] = await Promise.all([
    findApplication(db, userId),
    db.select({ at: ca.createdAt }).from(ca).where(eq(ca.userId, userId)),
    db.select().from(appUsers).where(eq(appUsers.id, userId)),
    creditLinesOf(db, userId),
    reviewsOf(db, userId),
    db
      .select()
      .from(instalments)
      .where(eq(instalments.userId, userId))
      .orderBy(asc(instalments.dueDate), asc(instalments.id))
      .limit(500),
    db
      .select({ repayment: repayments, reference: instalments.reference })
      .from(repayments)
      .innerJoin(instalments, eq(instalments.id, repayments.instalmentId))
      .where(eq(repayments.userId, userId))
      .orderBy(desc(repayments.paidOn), desc(repayments.id))
      .limit(500),
    blacklistEntriesOf(db, [documentNumber]),
    db
      .select()
      .from(financingBlocks)
      .where(and(eq(financingBlocks.userId, userId), eq(financingBlocks.status, 'ACTIVE'))),
    historyOf(db, userId),
    db
      .select({ id: creditPromotions.id, nameEn: creditPromotions.nameEn, nameAr: creditPromotions.nameAr })
      .from(creditPromotionUsers)
      .innerJoin(creditPromotions, eq(creditPromotions.id, creditPromotionUsers.promotionId))
      .where(eq(creditPromotionUsers.userId, userId))
      .orderBy(desc(creditPromotions.id)),
  ]);
  const listing = listed.get(documentNumber);
  return {
    application,
    appliedAt: created!.at.toISOString(),
    appUser: {
      id: user!.id,
      name: user!.name,
      phone: user!.phone,
      email: user!.email,
      status: user!.status,
    },
    creditLines,
    reviews,
    instalments: owed.map((row) => ({
      id: row.id,
      reference: row.reference,
      creditLineId: row.creditLineId,
      purchase: row.purchase,
      number: row.number,
      count: row.count,
      dueDate: row.dueDate,
      amount: row.amount,
      paidAmount: row.paidAmount,
      status: row.status as FinancingApplication['instalments'][number]['status'],
      overdue: row.status !== 'PAID' && row.dueDate < today,
    })),
    repayments: paid.map(({ repayment, reference }) => ({
      id: repayment.id,
      reference,
      amount: repayment.amount,
      paidOn: repayment.paidOn,
      channel: repayment.channel as FinancingApplication['repayments'][number]['channel'],
      batchId: repayment.batchId,
      recordedAt: repayment.createdAt.toISOString(),
    })),
    blacklist: listing
      ? { reason: listing.reason, sourceList: listing.sourceList, listedOn: listing.listedOn }
      : null,
    block: block
      ? {
          reason: block.reason as NonNullable<FinancingApplication['block']>['reason'],
          note: block.note,
          since: block.blockedAt.toISOString(),
          by: block.blockedBy,
        }
      : null,
    contracts,
    promotions,
    sameDocumentUserIds: owners.slice(1).map((owner) => owner.userId),
    pendingApprovals: (
      await pendingApprovalsFor(
        db,
        'credit_line',
        creditLines.map((line) => String(line.id)),
      )
    ).map(({ targetId: _line, ...pending }) => pending),
  };
}
