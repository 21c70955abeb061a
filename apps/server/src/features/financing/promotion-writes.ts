import { and, asc, count, desc, eq, gt, lt, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreditPromotion,
  creditPromotionInput,
  promotionStatuses,
} from '@cmt/contract/endpoints/financing';
import type { Db, DbOrTx } from '../../db/client.ts';
import { creditPromotions as cp, financingPartners } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { defineTransitions } from '../../lib/transition.ts';

type Status = (typeof promotionStatuses)[number];

/**
 * A promotion runs until staff end it (ENDED, kept and listed); ending it again is a no-op. Audited
 * as `credit-promotion.expire`.
 */
const promotionMoves = defineTransitions({
  table: cp,
  id: cp.id,
  status: cp.status,
  what: 'Credit promotion',
  moves: { expire: { from: ['ACTIVE'], to: 'ENDED' } },
  audit: {
    type: 'credit-promotion',
    targetType: 'credit_promotion',
    publicShape: (row: typeof cp.$inferSelect) => ({ status: row.status, name: row.nameEn }),
  },
});

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

export async function listPromotionPage(
  db: Db,
  query: {
    page: number;
    pageSize: number;
    status?: Status | undefined;
    sort: 'startsOn' | 'id';
    order: 'asc' | 'desc';
  },
) {
  const today = cairoDate();
  const where = query.status ? statusCondition(query.status, today) : undefined;
  const order = query.order === 'asc' ? asc : desc;
  return pageOf(
    query,
    (limit, offset) =>
      selectPromotions(db)
        .where(where)
        .orderBy(order(query.sort === 'startsOn' ? cp.startsOn : cp.id), order(cp.id))
        .limit(limit)
        .offset(offset),
    db.select({ value: count() }).from(cp).where(where),
    (row) => toPromotion(row, today),
  );
}

type Input = z.output<typeof creditPromotionInput>;

/** A new promotion, checked against its kind, an active partner and Cairo's today; audited. */
export async function createPromotion(db: Db, actor: Actor, input: Input): Promise<CreditPromotion> {
  if (input.endsOn < input.startsOn) throw fieldError(['endsOn'], 'endsBeforeStart');
  if (input.endsOn < cairoDate()) throw fieldError(['endsOn'], 'endsInPast');
  if (input.kind === 'LIMIT_INCREASE' && !input.limitIncrease)
    throw fieldError(['limitIncrease'], 'limitIncreaseRequired');
  if (input.kind === 'INTEREST_FREE' && !input.interestFreeMonths) {
    throw fieldError(['interestFreeMonths'], 'interestFreeMonths', { max: 5 });
  }
  return audited(db, actor, 'credit-promotion.create', 'credit_promotion', async (tx, note) => {
    if (input.partnerId) {
      const [partner] = await tx
        .select()
        .from(financingPartners)
        .where(eq(financingPartners.id, input.partnerId));
      if (!partner?.isActive) throw fieldError(['partnerId'], 'chooseExistingPartner');
    }
    const [row] = await tx
      .insert(cp)
      .values({
        nameEn: input.nameEn,
        nameAr: input.nameAr,
        kind: input.kind,
        // Only the value of its own kind is kept.
        limitIncrease: input.kind === 'LIMIT_INCREASE' ? input.limitIncrease : null,
        interestFreeMonths: input.kind === 'INTEREST_FREE' ? input.interestFreeMonths : null,
        partnerId: input.partnerId ?? null,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        createdBy: actor.staff?.email ?? null,
      })
      .returning({ id: cp.id });
    note.targetId = row!.id;
    note.after = await findPromotion(tx, row!.id);
    return note.after as CreditPromotion;
  });
}

/** Ends a promotion now, with who and why; a promotion already ended is answered as it is. */
export async function expirePromotion(
  db: Db,
  actor: Actor,
  input: { id: number; reason?: string | undefined },
) {
  await promotionMoves.apply(db, actor, 'expire', input.id, {
    reason: input.reason || null,
    set: { endedAt: new Date(), endedBy: actor.staff?.email ?? null, endReason: input.reason || null },
  });
  return findPromotion(db, input.id);
}
