import {
  getOnboardingOffers,
  getPopularOffers,
  saveOnboardingOffers,
  savePopularOffers,
} from '@cmt/contract/endpoints/offers';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { readOfferList } from './ordered-offer-queries.ts';
import { saveOfferList } from './ordered-offer-writes.ts';

/** A whole list answers its offers; its version goes out as the ETag (the answer is the list itself). */
async function withEtag(reply: FastifyReply, read: Promise<{ version: number; offers: OfferHit[] }>) {
  const { version, offers } = await read;
  void reply.header('etag', `"${version}"`);
  return offers;
}

export const orderedOfferRoutes = [
  implement(getPopularOffers, async ({ app, reply }) =>
    (await withEtag(reply, readOfferList(app.db, app.config.CDN_BASE_URL, 'popular'))).map(
      (offer, index) => ({ priority: index + 1, offer }),
    ),
  ),

  implement(savePopularOffers, async ({ app, request, reply, body, ifMatch }) =>
    (
      await withEtag(
        reply,
        saveOfferList(app.db, actorOf(request), app.config.CDN_BASE_URL, 'popular', body.offerIds, ifMatch),
      )
    ).map((offer, index) => ({ priority: index + 1, offer })),
  ),

  implement(getOnboardingOffers, async ({ app, reply }) =>
    (await withEtag(reply, readOfferList(app.db, app.config.CDN_BASE_URL, 'onboarding'))).map(
      (offer, index) => ({ position: index + 1, offer }),
    ),
  ),

  implement(saveOnboardingOffers, async ({ app, request, reply, body, ifMatch }) =>
    (
      await withEtag(
        reply,
        saveOfferList(
          app.db,
          actorOf(request),
          app.config.CDN_BASE_URL,
          'onboarding',
          body.offerIds,
          ifMatch,
        ),
      )
    ).map((offer, index) => ({ position: index + 1, offer })),
  ),
];
