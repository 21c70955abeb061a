import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  getOnboardingOffers,
  getPopularOffers,
  saveOnboardingOffers,
  savePopularOffers,
} from '@cmt/contract/endpoints/offers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { offers, onboardingOffers, popularOffers } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { fieldError } from '../../lib/errors.ts';
import { actorOf } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { claimListVersion, listVersion, type OfferList } from './list-versions.ts';
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
  if (missing.length) throw fieldError(['offerIds'], 'noLiveOffer', { ids: missing.join(', ') });
}

const popularIds = async (db: DbOrTx) =>
  (await db.select().from(popularOffers).orderBy(asc(popularOffers.priority))).map((row) => row.offerId);
const onboardingIds = async (db: DbOrTx) =>
  (await db.select().from(onboardingOffers).orderBy(asc(onboardingOffers.position))).map(
    (row) => row.offerId,
  );

/** The two whole-list selections: where each keeps its order, and how it is audited. */
const lists = {
  popular: {
    action: 'popular-offers.save',
    read: popularIds,
    replace: async (tx: DbOrTx, ids: number[]) => {
      await tx.delete(popularOffers);
      if (ids.length)
        await tx.insert(popularOffers).values(ids.map((offerId, i) => ({ offerId, priority: i + 1 })));
    },
  },
  onboarding: {
    action: 'onboarding-offers.save',
    read: onboardingIds,
    replace: async (tx: DbOrTx, ids: number[]) => {
      await tx.delete(onboardingOffers);
      if (ids.length)
        await tx.insert(onboardingOffers).values(ids.map((offerId, i) => ({ offerId, position: i + 1 })));
    },
  },
} satisfies Record<OfferList, unknown>;

/** The list's offers in order, its version as the ETag (read first: the pair can only be too old). */
async function readList(app: FastifyInstance, reply: FastifyReply, list: OfferList) {
  void reply.header('etag', `"${await listVersion(app.db, list)}"`);
  return hitsByIds(app.db, app.config.CDN_BASE_URL, await lists[list].read(app.db));
}

/** Replaces the whole list when the caller's If-Match is its version (else 412), audited with before/after. */
function saveList(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: OfferList,
  offerIds: number[],
  ifMatch: number | undefined,
) {
  const { action, read, replace } = lists[list];
  return audited(app.db, actorOf(request), action, action.replace('.save', ''), async (tx, note) => {
    const version = await claimListVersion(tx, list, ifMatch);
    await checkLiveOffers(tx, offerIds);
    note.before = { offerIds: await read(tx) };
    await replace(tx, offerIds);
    note.after = { offerIds };
    void reply.header('etag', `"${version}"`);
    return hitsByIds(tx, app.config.CDN_BASE_URL, offerIds);
  });
}

export const orderedOfferRoutes = [
  implement(getPopularOffers, async ({ app, reply }) =>
    (await readList(app, reply, 'popular')).map((offer, index) => ({ priority: index + 1, offer })),
  ),

  implement(savePopularOffers, async ({ app, request, reply, body, ifMatch }) =>
    (await saveList(app, request, reply, 'popular', body.offerIds, ifMatch)).map((offer, index) => ({
      priority: index + 1,
      offer,
    })),
  ),

  implement(getOnboardingOffers, async ({ app, reply }) =>
    (await readList(app, reply, 'onboarding')).map((offer, index) => ({ position: index + 1, offer })),
  ),

  implement(saveOnboardingOffers, async ({ app, request, reply, body, ifMatch }) =>
    (await saveList(app, request, reply, 'onboarding', body.offerIds, ifMatch)).map((offer, index) => ({
      position: index + 1,
      offer,
    })),
  ),
];
