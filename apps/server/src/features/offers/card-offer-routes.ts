import {
  createCardOffer,
  deleteCardOffer,
  getCardOffer,
  listCardOffers,
  updateCardOffer,
  exportCardOffers,
} from '@cmt/contract/endpoints/offers';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { listCardOfferPage, cardOfferList } from './card-offer-queries.ts';
import { findOffer } from './offer-queries.ts';
import { changeOffer, insertOffer, offerRecords, removeOffer } from './offer-writes.ts';

/** Lucky One card offers: offers of kind CARD, managed by MANAGE_CMT staff. */
export const cardOfferRoutes = [
  implement(listCardOffers, async ({ app, query }) =>
    listCardOfferPage(app.db, app.config.CDN_BASE_URL, query),
  ),

  implementExport(exportCardOffers, { name: 'card-offers' }, ({ app, query }) =>
    cardOfferList(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(getCardOffer, async ({ app, params }) =>
    findOffer(app.db, app.config.CDN_BASE_URL, params.id, 'CARD'),
  ),

  implement(createCardOffer, async ({ app, request, body }) =>
    offerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL, 'CARD').create((tx) =>
      insertOffer(tx, 'CARD', body),
    ),
  ),

  implement(updateCardOffer, async ({ app, request, params, body, ifMatch }) =>
    offerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL, 'CARD').update(
      params.id,
      (tx) => changeOffer(tx, params.id, body, 'CARD'),
      { ifMatch },
    ),
  ),

  implement(deleteCardOffer, async ({ app, request, params, ifMatch }) =>
    offerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL, 'CARD').remove(
      params.id,
      (tx) => removeOffer(tx, params.id, false, 'CARD'),
      { ifMatch },
    ),
  ),
];
