import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreditPromotion, creditPromotionInput } from '@cmt/contract/endpoints/financing';
import type { Db } from '../../db/client.ts';
import { creditPromotions as cp, financingPartners } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { fieldError } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { findPromotion } from './promotion-queries.ts';

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
