import { and, eq, inArray } from 'drizzle-orm';
import { compareAmounts } from '@cmt/contract/money';
import { creditLineStatusName, reviewMoves, type ReviewAction } from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../db/client.ts';
import {
  applicationFinancingPartners as afp,
  appUsers,
  customerApplications as ca,
  financingBlocks,
  financingPartners,
} from '../db/schema.ts';
import { blacklistEntriesOf } from './blacklist.ts';

/*
 * A customer's standing for credit, shared by the financing screens and the financing bulk files:
 * their current credit line (the one reviews apply to) with its partner's limit bounds, and whether
 * they are on the AML blacklist or blocked from financing. One query per set of customers.
 */

export interface CurrentLine {
  id: number;
  partnerId: number;
  partnerName: string;
  /** The partner's Arabic name, for messages worded in Arabic. */
  partnerNameAr: string;
  status: number;
  approvedAmount: string | null;
  version: number;
  minLimit: string;
  maxLimit: string;
}

export interface CreditStanding {
  userId: number;
  name: string;
  hasApplication: boolean;
  /** Whole: for the server's own checks; screens other than the application get it masked. */
  documentNumber: string | null;
  line: CurrentLine | null;
  blacklisted: boolean;
  blocked: boolean;
}

/** The standing of each of these app users that exists (unknown ids are absent from the map). */
export async function creditStandingsOf(
  db: DbOrTx,
  userIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, CreditStanding>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const base = db
    .select({
      userId: appUsers.id,
      name: appUsers.name,
      applicant: ca.userId,
      fullName: ca.searchName,
      documentNumber: ca.documentNumber,
      lineId: afp.id,
      partnerId: afp.partnerId,
      partnerName: financingPartners.name,
      partnerNameAr: financingPartners.nameAr,
      status: afp.creditLineStatus,
      approvedAmount: afp.approvedAmount,
      version: afp.version,
      minLimit: financingPartners.minLimit,
      maxLimit: financingPartners.maxLimit,
    })
    .from(appUsers)
    .leftJoin(ca, eq(ca.userId, appUsers.id))
    .leftJoin(afp, and(eq(afp.userId, appUsers.id), eq(afp.isCurrent, true)))
    .leftJoin(financingPartners, eq(financingPartners.id, afp.partnerId))
    .where(inArray(appUsers.id, ids));
  // Changes lock the customers' rows (and their lines) so two requests cannot decide on the same line at once.
  const rows = lock ? await base.for('update', { of: appUsers }) : await base;
  const [blacklist, blocks] = await Promise.all([
    blacklistEntriesOf(
      db,
      rows.map((row) => row.documentNumber),
    ),
    db
      .select({ userId: financingBlocks.userId })
      .from(financingBlocks)
      .where(and(inArray(financingBlocks.userId, ids), eq(financingBlocks.status, 'ACTIVE'))),
  ]);
  const blocked = new Set(blocks.map((b) => b.userId));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        userId: row.userId,
        name: row.fullName || row.name,
        hasApplication: row.applicant !== null,
        documentNumber: row.documentNumber,
        line:
          row.lineId === null
            ? null
            : {
                id: row.lineId,
                partnerId: row.partnerId!,
                partnerName: row.partnerName!,
                partnerNameAr: row.partnerNameAr!,
                status: row.status!,
                approvedAmount: row.approvedAmount,
                version: row.version!,
                minLimit: row.minLimit!,
                maxLimit: row.maxLimit!,
              },
        blacklisted: row.documentNumber !== null && blacklist.has(row.documentNumber),
        blocked: blocked.has(row.userId),
      },
    ]),
  );
}

/** Why a review cannot be made, as a message key and params both the API and the bulk files word. */
export type ReviewRefusal =
  | { key: 'noApplication' | 'noCreditLine'; params: { id: number } }
  | { key: 'reviewNotAllowed'; params: { status: string; action: ReviewAction } }
  | { key: 'limitRequired' | 'limitNotForAction'; params: { action: ReviewAction } }
  | { key: 'limitBounds'; params: { partner: string; partnerAr: string; min: string; max: string } }
  | { key: 'customerBlacklisted' | 'customerBlocked'; params: Record<string, never> };

/**
 * The review rules, declared once (the moves come from the contract's `reviewMoves`): the customer
 * has a current line, the action is allowed from its status, a limit is given exactly when the action
 * takes one and lies within the partner's bounds, and no credit is given (approve, reactivate, a
 * higher limit) to a blacklisted or blocked customer. Null when the review may go ahead.
 */
export function reviewRefusal(
  standing: CreditStanding | undefined,
  userId: number,
  action: ReviewAction,
  creditLimit: string | null | undefined,
): ReviewRefusal | null {
  if (!standing?.hasApplication) return { key: 'noApplication', params: { id: userId } };
  const line = standing.line;
  if (!line) return { key: 'noCreditLine', params: { id: userId } };
  const move = reviewMoves[action];
  if (!move.from.includes(line.status)) {
    return { key: 'reviewNotAllowed', params: { status: creditLineStatusName(line.status), action } };
  }
  if (move.limit && !creditLimit) return { key: 'limitRequired', params: { action } };
  if (!move.limit && creditLimit) return { key: 'limitNotForAction', params: { action } };
  if (creditLimit) {
    if (compareAmounts(creditLimit, line.minLimit) < 0 || compareAmounts(creditLimit, line.maxLimit) > 0) {
      return {
        key: 'limitBounds',
        params: {
          partner: line.partnerName,
          partnerAr: line.partnerNameAr,
          min: line.minLimit,
          max: line.maxLimit,
        },
      };
    }
  }
  const raises =
    creditLimit !== null &&
    creditLimit !== undefined &&
    (line.approvedAmount === null || compareAmounts(creditLimit, line.approvedAmount) > 0);
  if (move.givesCredit || (action === 'CHANGE_LIMIT' && raises)) {
    if (standing.blacklisted) return { key: 'customerBlacklisted', params: {} };
    if (standing.blocked) return { key: 'customerBlocked', params: {} };
  }
  return null;
}
