import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  getOnboardingOffers,
  getPopularOffers,
  saveOnboardingOffers,
  savePopularOffers,
} from '@cmt/contract/endpoints/offers';
import type { DbOrTx } from '../../db/client.ts';
import { offers, onboardingOffers, popularOffers } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { badRequest } from '../../lib/errors.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';
import { claimListVersion, listVersion } from './list-versions.ts';
import { hitsByIds } from './offer-queries.ts';

/** Every id must be a live offer; otherwise 400 on offerIds and nothing is written. */
export async function checkLiveOffers(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, [...ids]), eq(offers.isDeleted, false)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    const message = `No live offer with id ${missing.join(', ')}`;
    throw badRequest(`offerIds: ${message}`, 'VALIDATION_FAILED', [{ path: ['body', 'offerIds'], message }]);
  }
}

const popularIds = async (db: DbOrTx) =>
  (await db.select().from(popularOffers).orderBy(asc(popularOffers.priority))).map((row) => row.offerId);
const onboardingIds = async (db: DbOrTx) =>
  (await db.select().from(onboardingOffers).orderBy(asc(onboardingOffers.position))).map(
    (row) => row.offerId,
  );

export const orderedOfferRoutes = [
  implement(getPopularOffers, async ({ app, reply }) => {
    void reply.header('etag', `"${await listVersion(app.db, 'popular')}"`);
    const hits = await hitsByIds(app.db, app.config.CDN_BASE_URL, await popularIds(app.db));
    return hits.map((offer, index) => ({ priority: index + 1, offer }));
  }),

  implement(savePopularOffers, async ({ app, request, reply, body, ifMatch }) =>
    app.db.transaction(async (tx) => {
      const version = await claimListVersion(tx, 'popular', ifMatch);
      await checkLiveOffers(tx, body.offerIds);
      const before = await popularIds(tx);
      await tx.delete(popularOffers);
      if (body.offerIds.length) {
        await tx
          .insert(popularOffers)
          .values(body.offerIds.map((offerId, index) => ({ offerId, priority: index + 1 })));
      }
      await writeAudit(tx, actorOf(request), {
        action: 'popular-offers.save',
        targetType: 'popular-offers',
        before: { offerIds: before },
        after: { offerIds: body.offerIds },
      });
      const hits = await hitsByIds(tx, app.config.CDN_BASE_URL, body.offerIds);
      void reply.header('etag', `"${version}"`);
      return hits.map((offer, index) => ({ priority: index + 1, offer }));
    }),
  ),

  implement(getOnboardingOffers, async ({ app, reply }) => {
    void reply.header('etag', `"${await listVersion(app.db, 'onboarding')}"`);
    const hits = await hitsByIds(app.db, app.config.CDN_BASE_URL, await onboardingIds(app.db));
    return hits.map((offer, index) => ({ position: index + 1, offer }));
  }),

  implement(saveOnboardingOffers, async ({ app, request, reply, body, ifMatch }) =>
    app.db.transaction(async (tx) => {
      const version = await claimListVersion(tx, 'onboarding', ifMatch);
      await checkLiveOffers(tx, body.offerIds);
      const before = await onboardingIds(tx);
      await tx.delete(onboardingOffers);
      if (body.offerIds.length) {
        await tx
          .insert(onboardingOffers)
          .values(body.offerIds.map((offerId, index) => ({ offerId, position: index + 1 })));
      }
      await writeAudit(tx, actorOf(request), {
        action: 'onboarding-offers.save',
        targetType: 'onboarding-offers',
        before: { offerIds: before },
        after: { offerIds: body.offerIds },
      });
      const hits = await hitsByIds(tx, app.config.CDN_BASE_URL, body.offerIds);
      void reply.header('etag', `"${version}"`);
      return hits.map((offer, index) => ({ position: index + 1, offer }));
    }),
  ),
];
