import {
  createCardOffer,
  deleteCardOffer,
  getCardOffer,
  updateCardOffer,
} from '@cmt/contract/endpoints/offers';
import { implement } from '../../lib/endpoints.ts';
import { claimVersion } from '../../lib/versions.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';
import { offers } from '../../db/schema.ts';
import { findOffer, offerNotFound } from './offer-queries.ts';
import { changeOffer, insertOffer, removeOffer } from './offer-writes.ts';

/** Lucky One card offers: offers of kind CARD, managed by MANAGE_CMT staff. */
export const cardOfferRoutes = [
  implement(getCardOffer, async ({ app, params }) =>
    findOffer(app.db, app.config.CDN_BASE_URL, params.id, 'CARD'),
  ),

  implement(createCardOffer, async ({ app, request, body }) =>
    app.db.transaction(async (tx) => {
      const id = await insertOffer(tx, 'CARD', body);
      const after = await findOffer(tx, app.config.CDN_BASE_URL, id);
      await writeAudit(tx, actorOf(request), {
        action: 'card-offer.create',
        targetType: 'offer',
        targetId: id,
        after,
      });
      return after;
    }),
  ),

  implement(updateCardOffer, async ({ app, request, params, body, ifMatch }) =>
    app.db.transaction(async (tx) => {
      await claimVersion(tx, offers, params.id, ifMatch, offerNotFound);
      const before = await findOffer(tx, app.config.CDN_BASE_URL, params.id, 'CARD');
      await changeOffer(tx, params.id, body, 'CARD');
      const after = await findOffer(tx, app.config.CDN_BASE_URL, params.id, 'CARD');
      await writeAudit(tx, actorOf(request), {
        action: 'card-offer.update',
        targetType: 'offer',
        targetId: params.id,
        before,
        after,
      });
      return after;
    }),
  ),

  implement(deleteCardOffer, async ({ app, request, params }) => {
    await app.db.transaction(async (tx) => {
      const before = await findOffer(tx, app.config.CDN_BASE_URL, params.id, 'CARD');
      await removeOffer(tx, params.id, false, 'CARD');
      await writeAudit(tx, actorOf(request), {
        action: 'card-offer.delete',
        targetType: 'offer',
        targetId: params.id,
        before,
      });
    });
  }),
];
