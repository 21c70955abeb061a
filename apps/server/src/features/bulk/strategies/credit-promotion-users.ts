import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { creditPromotions, financingPartners } from '../../../db/schema.ts';
import { creditStandingsOf } from '../../../domain/credit-lines.ts';
import { cairoDate } from '../../../lib/cairo.ts';
import { id } from '../cells.ts';
import { rowError } from '../messages.ts';
import { defineStrategy } from '../strategy.ts';

const eligibleRow = z.object({ promotion_id: id, user_id: id });
type EligibleRow = z.output<typeof eligibleRow>;

/**
 * Customers eligible for a credit promotion (CreditPromotionStrategy): the promotion exists and has
 * not ended, the app user exists, is not on the AML blacklist and, for a promotion of one partner,
 * has a current line with that partner. A customer already eligible stays
 * so (counted as updated, with this batch recorded).
 */
export const creditPromotionUsersStrategy = defineStrategy<EligibleRow>({
  feature: 'CreditPromotionStrategy',
  row: eligibleRow,
  duplicateKey: { column: 'user_id', of: (row) => `${row.promotion_id}:${row.user_id}` },
  references: async (db, rows) => {
    const promotionIds = [...new Set(rows.map(({ row }) => row.promotion_id))];
    const promotions = new Map(
      (
        await db
          .select({
            id: creditPromotions.id,
            status: creditPromotions.status,
            endsOn: creditPromotions.endsOn,
            partnerId: creditPromotions.partnerId,
            partnerName: financingPartners.name,
          })
          .from(creditPromotions)
          .leftJoin(financingPartners, eq(financingPartners.id, creditPromotions.partnerId))
          .where(inArray(creditPromotions.id, promotionIds))
      ).map((p) => [p.id, p]),
    );
    // Unknown app users are absent from the standings.
    const standings = await creditStandingsOf(
      db,
      rows.map(({ row }) => row.user_id),
    );
    const today = cairoDate();
    return rows.flatMap(({ rowNo, row }) => {
      const promotion = promotions.get(row.promotion_id);
      if (!promotion) return [rowError(rowNo, 'promotion_id', 'promotionMissing', { id: row.promotion_id })];
      if (promotion.status !== 'ACTIVE' || promotion.endsOn < today) {
        return [rowError(rowNo, 'promotion_id', 'promotionEnded', { id: row.promotion_id })];
      }
      const standing = standings.get(row.user_id);
      if (!standing) return [rowError(rowNo, 'user_id', 'appUserMissing', { id: row.user_id })];
      if (standing.blacklisted) return [rowError(rowNo, 'user_id', 'customerBlacklisted')];
      if (promotion.partnerId !== null && standing.line?.partnerId !== promotion.partnerId) {
        return [
          rowError(rowNo, 'user_id', 'promotionOtherPartner', {
            id: row.promotion_id,
            partner: promotion.partnerName ?? '',
          }),
        ];
      }
      return [];
    });
  },
  write: {
    table: 'credit_promotion_users',
    record: 'promotion_id int, user_id int',
    values: { promotion_id: 'r.promotion_id', user_id: 'r.user_id', batch_id: 'b.batch_id' },
    conflict: 'on conflict (promotion_id, user_id) do update set batch_id = excluded.batch_id',
  },
});
