import { and, count, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  CreditPromotion,
  listCreditPromotions,
  promotionStatuses,
  exportCreditPromotions,
} from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../../db/client.ts';
import { creditPromotions as cp, financingPartners } from '../../db/schema.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { notFound } from '../../lib/errors.ts';
import { defineList, listPage } from '../../lib/list-page.ts';

type Status = (typeof promotionStatuses)[number];

/** The status staff read, on Cairo's calendar: ended by staff or past its last day, not started yet, or running. */
function statusCondition(status: Status, today: string): SQL {
  if (status === 'ENDED') return or(eq(cp.status, 'ENDED'), lt(cp.endsOn, today))!;
  if (status === 'SCHEDULED') return and(eq(cp.status, 'ACTIVE'), gt(cp.startsOn, today))!;
  return and(eq(cp.status, 'ACTIVE'), lte(cp.startsOn, today), gte(cp.endsOn, today))!;
}

const statusOf = (row: typeof cp.$inferSelect, today: string): Status =>
  row.status === 'ENDED' || row.endsOn < today ? 'ENDED' : row.startsOn > today ? 'SCHEDULED' : 'ACTIVE';

// Written out with table names: inside a select, Drizzle renders columns unqualified.
const eligibleUsers = sql<number>`(select count(*)::int from credit_promotion_users u where u.promotion_id = credit_promotions.id)`;

const selectPromotions = (db: DbOrTx) =>
  db
    .select({ promotion: cp, partnerName: financingPartners.name, eligibleUsers })
    .from(cp)
    .leftJoin(financingPartners, eq(financingPartners.id, cp.partnerId));

function toPromotion(
  {
    promotion: row,
    partnerName,
    eligibleUsers: eligible,
  }: { promotion: typeof cp.$inferSelect; partnerName: string | null; eligibleUsers: number },
  today: string,
): CreditPromotion {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    kind: row.kind as CreditPromotion['kind'],
    limitIncrease: row.limitIncrease,
    interestFreeMonths: row.interestFreeMonths,
    partnerId: row.partnerId,
    partnerName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: statusOf(row, today),
    eligibleUsers: eligible,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedBy,
    endReason: row.endReason,
  };
}

export async function findPromotion(db: DbOrTx, id: number): Promise<CreditPromotion> {
  const [row] = await selectPromotions(db).where(eq(cp.id, id));
  if (!row) throw notFound('Credit promotion');
  return toPromotion(row, cairoDate());
}

/** Promotions filtered by the status staff read, by start day or id (ties by id in the same order). */
/** The credit promotions list of these filters, for its page and its export (`exportCreditPromotions`). */
export function promotionList(db: DbOrTx, query: ParsedQueryOf<typeof exportCreditPromotions>) {
  const today = cairoDate();
  return defineList({
    rows: selectPromotions(db).$dynamic(),
    count: db.select({ value: count() }).from(cp).$dynamic(),
    where: [query.status ? statusCondition(query.status, today) : undefined],
    sortColumns: { startsOn: cp.startsOn, id: cp.id },
    tiebreak: cp.id,
    toItem: (row) => toPromotion(row, today),
    key: cp.id,
  });
}

export const listPromotionPage = (db: DbOrTx, query: ParsedQueryOf<typeof listCreditPromotions>) =>
  listPage(query, promotionList(db, query));
