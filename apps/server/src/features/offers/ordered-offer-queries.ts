import { asc } from 'drizzle-orm';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import type { DbOrTx } from '../../db/client.ts';
import { onboardingOffers, popularOffers } from '../../db/schema.ts';
import { listVersion, type OfferList } from './list-versions.ts';
import { hitsByIds } from './offer-queries.ts';

/** The offer ids of a whole-list selection, in its order. */
export const offerIdsOf: Record<OfferList, (db: DbOrTx) => Promise<number[]>> = {
  popular: async (db) =>
    (await db.select().from(popularOffers).orderBy(asc(popularOffers.priority))).map((row) => row.offerId),
  onboarding: async (db) =>
    (await db.select().from(onboardingOffers).orderBy(asc(onboardingOffers.position))).map(
      (row) => row.offerId,
    ),
};

/** A list's offers in order and its version (the ETag), read first: the pair can only be too old. */
export async function readOfferList(
  db: DbOrTx,
  cdnBase: string,
  list: OfferList,
): Promise<{ version: number; offers: OfferHit[] }> {
  const version = await listVersion(db, list);
  return { version, offers: await hitsByIds(db, cdnBase, await offerIdsOf[list](db)) };
}
