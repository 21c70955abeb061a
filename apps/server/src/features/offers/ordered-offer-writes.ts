import type { OfferHit } from '@cmt/contract/endpoints/offers';
import type { DbOrTx } from '../../db/client.ts';
import { onboardingOffers, popularOffers } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { claimListVersion, type OfferList } from './list-versions.ts';
import { checkLiveOffers, hitsByIds } from './offer-queries.ts';
import { offerIdsOf } from './ordered-offer-queries.ts';

/** How each whole-list selection keeps its order, and how its save is audited. */
const lists = {
  popular: {
    action: 'popular-offers.save',
    replace: async (tx: DbOrTx, ids: number[]) => {
      await tx.delete(popularOffers);
      if (ids.length)
        await tx.insert(popularOffers).values(ids.map((offerId, i) => ({ offerId, priority: i + 1 })));
    },
  },
  onboarding: {
    action: 'onboarding-offers.save',
    replace: async (tx: DbOrTx, ids: number[]) => {
      await tx.delete(onboardingOffers);
      if (ids.length)
        await tx.insert(onboardingOffers).values(ids.map((offerId, i) => ({ offerId, position: i + 1 })));
    },
  },
} satisfies Record<OfferList, unknown>;

/**
 * Replaces the whole list when `ifMatch` is its version (else 412), audited with before and after;
 * answers the list's offers and its new version.
 */
export function saveOfferList(
  db: DbOrTx,
  actor: Actor,
  cdnBase: string,
  list: OfferList,
  offerIds: number[],
  ifMatch: number | undefined,
): Promise<{ version: number; offers: OfferHit[] }> {
  const { action, replace } = lists[list];
  return audited(db, actor, action, action.replace('.save', ''), async (tx, note) => {
    const version = await claimListVersion(tx, list, ifMatch);
    await checkLiveOffers(tx, offerIds);
    note.before = { offerIds: await offerIdsOf[list](tx) };
    await replace(tx, offerIds);
    note.after = { offerIds };
    return { version, offers: await hitsByIds(tx, cdnBase, offerIds) };
  });
}
